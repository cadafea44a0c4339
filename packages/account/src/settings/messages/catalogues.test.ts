import { describeCatalogues } from '@clem/core/testing/catalogues';
import { settingsCatalogues } from './index';

describeCatalogues('settings', settingsCatalogues);
