export {
  type LanguageOption,
  LanguageSelect,
  type LanguageSelectProps,
  languageSingleColumnMax,
} from './LanguageSelect';
