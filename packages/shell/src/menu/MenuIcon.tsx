import type { ReactElement } from 'react';
import { chevronPath, IconFrame } from './ChevronIcon';

/**
 * Small inline icons for the CMS `icon_name` values the side menu uses. Decorative only
 * (aria-hidden): the item's title is its accessible name. Names are matched case-insensitively;
 * an unknown or missing name gets the generic dot-in-a-square icon, so collapsed desktop items
 * always have something to show. Strokes use `currentColor`, so the icon takes the text colour.
 */
const paths: Record<string, ReactElement> = {
  live: (
    <>
      <circle cx="12" cy="12" r="2.5" />
      <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7 4 3-1.5 4.5h-5L8 10z" />
    </>
  ),
  promos: (
    <>
      <rect x="3" y="9" width="18" height="12" rx="1" />
      <path d="M12 9v12M3 13h18M12 9S10 4 7.5 5 9 9 12 9zm0 0s2-5 4.5-4-1.5 4-4.5 4z" />
    </>
  ),
  cashout: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9v6M18 9v6" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  home: <path d="M3 11 12 3l9 8M5 9.5V21h5v-6h4v6h5V9.5" />,
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  jackpot: (
    <>
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v4M8 21h8" />
    </>
  ),
  deposit: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M12 9v7M8.5 12.5 12 16l3.5-3.5M3 10h4" />
    </>
  ),
  history: (
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 2" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5" />
    </>
  ),
  shield: <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" />,
  transactions: <path d="M4 8h14l-3-3M20 16H6l3 3" />,
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9 7 7M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  logout: <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevron: chevronPath,
  generic: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
};

const aliases: Record<string, string> = {
  promotions: 'promos',
  promo: 'promos',
  mybets: 'cashout',
  'my-bets': 'cashout',
  user: 'account',
  profile: 'account',
  fixtures: 'calendar',
  'pre-events': 'calendar',
  wallet: 'deposit',
  'responsible-gaming': 'shield',
};

/** The icon drawn for a CMS icon name (exported for tests). */
export function menuIconKey(name: string | null | undefined): string {
  const key = (name ?? '').trim().toLowerCase();
  const resolved = aliases[key] ?? key;
  return resolved in paths ? resolved : 'generic';
}

export interface MenuIconProps {
  /** The CMS `icon_name`; unknown or missing names draw the generic icon. */
  name: string | null | undefined;
  /** Edge length in CSS pixels (default 20). */
  size?: number;
  className?: string;
}

export function MenuIcon({ name, size = 20, className }: MenuIconProps) {
  const key = menuIconKey(name);
  return (
    <IconFrame iconKey={key} size={size} className={className}>
      {paths[key]}
    </IconFrame>
  );
}
