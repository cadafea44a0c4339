export {
  CountryFlag,
  type CountryFlagKey,
  type CountryFlagProps,
  countryFlagKey,
  countryFlagKeys,
} from './CountryFlag';
