import { clemVitestConfig } from '../../vitest.shared.ts';

export default clemVitestConfig('jsdom');
