import { describeCatalogues } from '@clem/core/testing/catalogues';
import { accountCatalogues } from './index';

describeCatalogues('pages', accountCatalogues);
