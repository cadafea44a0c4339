import { defaultBrandId, getBrand, isBrandId, type BrandConfig } from '@clem/brand-config';
import type { LinkContext } from '../links/targets';
import { accountMenuItems } from '../navigation/headerVisibility';
import type { LoggedInAccountProps } from './HeaderAccount';

/** The brand chosen in the Storybook toolbar. */
export function storyBrand(globals: Record<string, unknown>): BrandConfig {
  const id = globals.brand;
  return getBrand(isBrandId(id) ? id : defaultBrandId);
}

/** The brand's wordmark as an image source (apps serve it from /brand/logo.svg). */
export function storyLogo(brand: BrandConfig): { src: string; alt: string } {
  return { src: `data:image/svg+xml,${encodeURIComponent(brand.logo.svg)}`, alt: brand.logo.alt };
}

export function storyLinkContext(brand: BrandConfig): LinkContext {
  return { localePrefix: '', plainAnchorPrefixes: brand.capabilities.plainAnchorPrefixes };
}

export const sampleLoggedIn: LoggedInAccountProps = {
  status: 'loggedIn',
  username: 'alice_w',
  menuItems: accountMenuItems({ enable_flags: false }, { selfExclusionEntry: true }),
  onLogout: () => console.info('[storybook] logout'),
  balance: { formatted: '€1,250.50', amount: 1250.5 },
  balanceToggle: true,
  cashier: { deposit: '/cashier/deposit', withdraw: 'https://cashier.example.com/withdraw' },
  cashierNewWindow: false,
  vipTier: 'gold',
  showVip: true,
};

export const sampleSubHeaderLinks = [
  { id: 1, name: 'Football', href: '/sports/football' },
  { id: 2, name: 'Tennis', href: '/sports/tennis' },
  { id: 3, name: 'Basketball', href: '/sports/basketball' },
  { id: 4, name: 'Ice hockey', href: '/sports/ice-hockey' },
  { id: 5, name: 'Esports', href: '/sports/esports' },
  { id: 6, name: 'Virtuals', href: '/sports/kiron' },
  { id: 7, name: 'Promotions', href: '/promotions' },
];
