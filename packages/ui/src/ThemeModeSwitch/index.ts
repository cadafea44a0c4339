export {
  ThemeModeSwitch,
  type ThemeModePreference,
  type ThemeModeSwitchLabels,
  type ThemeModeSwitchProps,
  themeModePreferences,
} from './ThemeModeSwitch';
