import { clemTheme, focusRingCss } from '@clem/ui/tokens';
import { FLAG_HEIGHT, FLAG_WIDTH } from '@clem/ui/country-flag';
import { mediaRules, zIndex } from '../layout/tokens';

const { colors: c, space, radius } = clemTheme;

/** The visible keyboard focus ring (the ui `focusRing`) for `selector`. */
const focusRing = (selector: string) => `${selector}:focus-visible{${focusRingCss()}}`;

/**
 * The static CSS of the always-loaded header islands (class prefix `ch-`): the sticky wrapper
 * and its menu and settings toggles (ConnectedHeader), the classic, rebranding and external
 * header bars, the logo, the account area (Login / Join, balance, VIP badge, the placeholders of
 * the lazily loaded dropdowns), the sub-header, and the light language trigger and flags. The
 * layout injects it once into the document head (theme/staticCss.ts); the components only set
 * class names, so the page needs no styled-components runtime for its header.
 *
 * The lazily loaded parts (account and cashier dropdowns, the language popover and panel) keep
 * styled-components (see headerStyledParts.ts, menuStyles.ts).
 *
 * Phones and tablets (below the desktop breakpoint) keep the bar on ONE row, logged in or not, in
 * every language, from 320 px: nothing in it wraps onto a second row. What gives way, in order:
 * - the logo clips to its left part (the brand's mark, at least 2.25 rem) before anything else
 *   shrinks (a far larger flex-shrink);
 * - logged in, the bar holds the logo, the balance (compact: currency over amount when room is
 *   short), Deposit and the account menu as an icon button (its name says whose account); the
 *   VIP badge and the language picker move out of the bar (the account menu shows the tier, the
 *   side menu has the language picker), as the leading books do on a phone;
 * - a label with two words (Iniciar sesión, Weka pesa) breaks inside its own button before the
 *   bar could overflow; single words never break.
 * On narrow phones (below 420 px) the spacing and the buttons tighten further; below 360 px the
 * language picker leaves the bar logged out too (Log in and Join in long languages need its
 * room; the side menu's first tier offers the languages). The desktop bar is unchanged.
 *
 * VIP tier looks come from the brand's tokens (no fixed metal colours: every brand and mode
 * keeps its contrast guarantees); the tier name is always written out, so colour is never the
 * only sign.
 */
export const headerCss = `
.ch-sticky{position:sticky;top:0;z-index:${zIndex.stickyHeader}}
${mediaRules.mobile}{.ch-sticky[data-my-bets-visible='true']{display:none}}
.ch-menu-toggle{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border:0;border-radius:${radius.sm};background:transparent;color:inherit;cursor:pointer}
.ch-menu-toggle:focus-visible{${focusRingCss({ strong: true })}}
${mediaRules.desktop}{.ch-menu-toggle{display:none}}
${mediaRules.desktop}{.ch-settings-toggle{display:inline-flex}}
.ch-desktop-only{display:none}
${mediaRules.desktop}{.ch-desktop-only{display:contents}}
.ch-header{position:relative}
.ch-classic{display:flex;align-items:center;gap:${space(2)};min-height:3.5rem;padding:${space(1)} ${space(3)};background:${c.surface};color:${c.text};border-bottom:1px solid ${c.border}}
${mediaRules.desktop}{.ch-classic{min-height:4rem;padding:${space(2)} ${space(5)}}}
.ch-classic-start{display:flex;align-items:center;gap:${space(2)};flex:none}
.ch-classic-end{display:flex;align-items:center;gap:${space(2)};margin-inline-start:auto;min-width:0}
.ch-rebranding{display:grid;grid-template-columns:1fr auto 1fr;grid-template-areas:'start logo end';align-items:center;gap:${space(2)};min-height:3.5rem;padding:${space(1)} ${space(3)};border-top:4px solid ${c.accent};background:${c.background};color:${c.text};box-shadow:inset 0 -1px 0 ${c.border}}
${mediaRules.desktop}{.ch-rebranding{min-height:4.5rem;padding:${space(2)} ${space(6)}}}
.ch-rebranding-start{grid-area:start;display:flex;align-items:center;gap:${space(2)};min-width:0}
.ch-rebranding-logo{grid-area:logo;display:flex;justify-content:center}
.ch-rebranding-end{grid-area:end;display:flex;align-items:center;justify-content:flex-end;min-width:0}
.ch-external{display:flex;align-items:center;gap:${space(2)};background:${c.surface}}
.ch-external .clem-external-header-web{display:none}
${mediaRules.desktop}{.ch-external .clem-external-header-web{display:block}.ch-external .clem-external-header-mobile{display:none}}
.ch-external-html{flex:1;min-width:0;min-height:3.5rem}
.ch-logo{display:contents}
.ch-logo>a{display:inline-flex;align-items:center;min-height:2.75rem;border-radius:${radius.sm}}
${focusRing('.ch-logo>a')}
.ch-logo img{display:block;height:2rem;width:auto;max-width:10rem}
.ch-account{display:flex;align-items:center;flex-wrap:wrap;justify-content:flex-end;gap:${space(2)}}
.ch-menu-placeholder{display:inline-block;min-width:2.75rem;height:2.75rem}
.ch-anonymous{display:flex;align-items:center;gap:${space(2)}}.ch-anonymous .cu-btn,.ch-button-link>a{white-space:nowrap}
.ch-button-link{display:contents}
.ch-button-link>a{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:0 ${space(4)};border-radius:${radius.md};background:${c.primary};color:${c.onPrimary};font-weight:600;text-decoration:none}
${focusRing('.ch-button-link>a')}
.ch-button-link>a:hover{background:${c.primaryHover}}
.ch-balance{display:inline-flex;align-items:center;gap:${space(1)};font-variant-numeric:tabular-nums}
.ch-balance-amount{display:inline-flex;align-items:center;gap:${space(1)};padding:${space(1)} ${space(2)};border:1px solid transparent;border-radius:${radius.sm};color:${c.text};font-weight:600;white-space:nowrap}
.ch-balance-amount[data-low]{border-color:${c.danger};color:${c.danger}}
.ch-balance-amount[data-stale]{border-style:dashed}
.ch-balance-amount[data-stale]:not([data-low]){border-color:${c.border};color:${c.textMuted}}
.ch-balance-stale{flex:none}
.ch-balance-warning{display:inline-grid;place-items:center;width:1.1em;height:1.1em;border-radius:50%;background:${c.danger};color:${c.onDanger};font-size:0.8em;font-weight:700}
.ch-balance-toggle{display:inline-grid;place-items:center;min-width:2.75rem;min-height:2.75rem;border:0;border-radius:${radius.sm};background:transparent;color:${c.textMuted};cursor:pointer}
${focusRing('.ch-balance-toggle')}
.ch-balance-toggle:hover{color:${c.text}}
.ch-vip{display:inline-flex;align-items:center;padding:0 ${space(2)};min-height:1.5rem;border:1px solid ${c.border};border-radius:${radius.pill};font-size:0.75rem;font-weight:700;letter-spacing:0.02em;text-transform:uppercase;white-space:nowrap}
.ch-vip[data-tier='bronze']{background:${c.surface};color:${c.text}}
.ch-vip[data-tier='silver']{background:${c.surfaceRaised};color:${c.text}}
.ch-vip[data-tier='gold']{background:${c.accent};color:${c.onAccent};border-color:${c.accent}}
.ch-vip[data-tier='platinum']{background:${c.primary};color:${c.onPrimary};border-color:${c.primary}}
.ch-subheader{border-top:1px solid ${c.border};background:${c.surface}}
.ch-subheader-list{display:flex;gap:${space(1)};margin:0;padding:${space(1)} ${space(2)};list-style:none;overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x proximity;scrollbar-width:thin}
.ch-subheader-list>li{flex:none;scroll-snap-align:start}
.ch-subheader-list a{display:inline-flex;align-items:center;min-height:2.5rem;padding:0 ${space(3)};border-bottom:2px solid transparent;color:${c.textMuted};font-weight:600;text-decoration:none;white-space:nowrap}
${focusRing('.ch-subheader-list a')}
.ch-subheader-list a:hover{color:${c.text}}
.ch-subheader-list a[aria-current='page']{border-bottom-color:${c.primary};color:${c.text}}
.ch-lang-trigger{display:inline-flex;align-items:center;gap:${space(1)};min-width:2.75rem;min-height:2.75rem;padding:0 ${space(2)};border:1px solid transparent;border-radius:${radius.md};background:transparent;color:inherit;cursor:pointer}
.ch-lang-trigger:hover,.ch-lang-trigger[aria-expanded='true']{border-color:${c.border}}
${focusRing('.ch-lang-trigger')}
.ch-lang-trigger>svg:last-child{width:10px;height:10px;transition:transform 0.15s}
.ch-lang-trigger[aria-expanded='true']>svg:last-child{transform:rotate(180deg)}
.ch-flag{display:block;flex:none;width:${FLAG_WIDTH}px;height:${FLAG_HEIGHT}px;border-radius:2px}
${mediaRules.mobile}{.ch-classic{flex-wrap:nowrap}.ch-classic-start,.ch-classic-end{flex:0 1 auto;min-width:0}.ch-logo>a{flex:0 1000 auto;min-width:2.25rem;overflow:hidden}.ch-logo img{max-width:none;object-fit:cover;object-position:left}.ch-rebranding{grid-template-columns:auto minmax(0,1fr) auto}.ch-rebranding-logo{min-width:0}.ch-account,.ch-anonymous{flex-wrap:nowrap;min-width:0;gap:${space(1)}}.ch-header[data-account='loggedIn'] .ch-tools,.ch-account .ch-vip{display:none}.ch-balance{min-width:0;gap:0}.ch-balance-amount{white-space:normal;overflow-wrap:normal;line-height:1.15;font-size:.8125rem;text-align:end;padding-inline:${space(1)}}.ch-balance-toggle{min-width:2rem}.ch-anonymous .cu-btn,.ch-anonymous .ch-button-link>a{white-space:normal;line-height:1.1}.ch-account .ch-account-trigger{justify-content:center;width:2.75rem;padding:0}.ch-account .ch-cashier-trigger{padding-inline:${space(2)};font-size:.875rem;line-height:1.1;text-align:center}.ch-account-name,.ch-account .ch-trigger-chevron{display:none}}
.ch-tools{display:contents}
@media (max-width:359px){.ch-tools{display:none}}
@media (max-width:419px){.ch-classic{padding-inline:${space(2)}}.ch-classic,.ch-classic-start,.ch-classic-end,.ch-anonymous{gap:${space(1)}}.ch-anonymous .cu-btn,.ch-anonymous .ch-button-link>a{padding-inline:${space(2)};font-size:.875rem}}
`;
