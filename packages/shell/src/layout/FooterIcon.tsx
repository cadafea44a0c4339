import type { ReactElement } from 'react';
import type { FooterItemId } from '../navigation/footerNav';

/**
 * The footer navigation's icons: decorative (aria-hidden), 22 px, strokes in `currentColor` so
 * an item's selected colour applies. Pre-events is a calendar, my bets a cash-out coin stack.
 */
const shapes: Record<FooterItemId, ReactElement> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  live: (
    <>
      <circle cx="12" cy="12" r="2.5" />
      <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
    </>
  ),
  'pre-events': (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="1.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  betslip: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  'my-bets': (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="2.5" />
      <path d="M5 6v6c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6M5 12v6c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-6" />
    </>
  ),
  promos: (
    <>
      <rect x="3" y="9" width="18" height="12" rx="1" />
      <path d="M12 9v12M3 13h18M12 9S10 4 7.5 5 9 9 12 9zm0 0s2-5 4.5-4-1.5 4-4.5 4z" />
    </>
  ),
  'kiron-virtuals': (
    <>
      <rect x="3" y="4" width="18" height="13" rx="1.5" />
      <path d="m10 8 5 2.5-5 2.5zM8 21h8" />
    </>
  ),
  'my-account': (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
};

export function FooterIcon({ item }: { item: FooterItemId }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes[item]}
    </svg>
  );
}
