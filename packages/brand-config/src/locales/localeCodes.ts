import * as z from 'zod/mini';
import { localeCodes } from './localeList';

// The list lives in a module without zod, so browser code (the language picker's flags, the
// catalogue map) can read it without shipping the validation library.
export { localeCodes, type LocaleCode } from './localeList';

export const localeCodeSchema = z.enum(localeCodes);
