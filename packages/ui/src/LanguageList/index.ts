export { type LanguageListProps, LanguageList, type LanguageOption } from './LanguageList';
export {
  LANGUAGE_SINGLE_COLUMN_MAX,
  languageColumns,
  showsLanguageSelector,
} from './languageColumns';
