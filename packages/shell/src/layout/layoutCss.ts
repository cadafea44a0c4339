import { clemTheme, focusRingCss, focusRingTokens, motion } from '@clem/ui/tokens';
import { FOOTER_NAV_HEIGHT_PX, mediaRules, menuWidths, zIndex } from './tokens';

const { colors: c, fonts, space, radius } = clemTheme;
const { duration, easing } = motion;

/** The visible keyboard focus ring (the ui `focusRing`) for `selector`. */
const focusRing = (selector: string) => `${selector}:focus-visible{${focusRingCss()}}`;

/** The ui `visuallyHidden` rules. */
const visuallyHidden =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap';

/**
 * The static CSS of the always-loaded frame and layout islands (class prefix `cl-`): the skip
 * link and main landmark (FrameStyles), the content area and its My Bets slot (ContentArea,
 * ConnectedFooter), the desktop page columns, the operator footer and licence seal, the footer
 * navigation, the floating betslip and back-to-top buttons, advert widgets, the desktop side
 * menu column and the full-page notice (maintenance, blocked, not found). The layout injects
 * it once into the document head (theme/staticCss.ts); the components only set class names, so these parts need no
 * styled-components runtime.
 *
 * Values that vary per render are not here: the page columns' grid templates arrive as the
 * `--cl-grid-cols` / `--cl-grid-cols-wide` custom properties (inline style on `.cl-grid`) and
 * the desktop menu's column and panel widths as inline `width`s. States use the elements'
 * existing attributes (`data-viewport`, `data-collapsed`, `data-temporary`, `aria-*`) or
 * modifier classes.
 *
 * The lazily loaded parts (news popup, popup frame, mobile menu drawer, menu tiers, advert
 * content) keep styled-components.
 */
export const layoutCss = `
html{scroll-padding-top:var(--clem-header-height, 0px)}
.cl-skip{position:absolute;left:-9999px;top:0;z-index:${zIndex.stickyHeader};padding:${space(1)};background:${c.primary};color:${c.onPrimary}}
.cl-skip:focus{left:${space(1)};top:${space(1)}}
.cl-main{min-width:0;overflow-x:clip;max-width:1600px;margin:0 auto;padding:${space(2)}}
.cl-content{padding-bottom:0}
.cl-content-reserve{padding-bottom:calc(${FOOTER_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px))}
.cl-content-page{display:block}
.cl-content-page-replaced{display:none}
${mediaRules.desktop}{.cl-content-page{display:block}}
.cl-content-my-bets{display:block}
${mediaRules.desktop}{.cl-content-my-bets{display:none}}
.cl-my-bets-panel{padding:${space(3)}}
.cl-betslip-dock{display:flex;flex-direction:column;gap:${space(2)}}
.cl-betslip-empty{margin:0;padding:${space(3)};border:1px dashed ${c.border};border-radius:${radius.md};color:${c.textMuted};font-size:0.875rem}
.cl-betslip-open{min-height:44px;padding:${space(2)} ${space(3)};border:0;border-radius:${radius.md};background:${c.primary};color:${c.onPrimary};font:inherit;font-weight:600;cursor:pointer}
${focusRing('.cl-betslip-open')}
.cl-grid{display:block}
${mediaRules.desktop}{.cl-grid{display:grid;grid-template-columns:var(--cl-grid-cols);gap:${space(4)};align-items:start}}
${mediaRules.wide}{.cl-grid{grid-template-columns:var(--cl-grid-cols-wide)}}
.cl-side{display:none}
${mediaRules.desktop}{.cl-side{display:flex;flex-direction:column;gap:${space(4)};min-width:0}.cl-side-sticky{position:sticky;top:var(--clem-header-height, 0px);max-height:calc(100vh - var(--clem-header-height, 0px));overflow-y:auto;overscroll-behavior:contain}}
.cl-centre{min-width:0;display:flex;flex-direction:column;gap:${space(4)}}
.cl-bottom{display:flex;flex-direction:column;gap:${space(4)}}
.cl-footer{display:flex;flex-direction:column;gap:${space(4)};padding:${space(6)} ${space(4)};background:${c.surface};color:${c.text};border-top:1px solid ${c.border}}
.cl-footer-web{display:none}
${mediaRules.desktop}{.cl-footer-web{display:block}}
.cl-footer-mobile{display:block}
${mediaRules.desktop}{.cl-footer-mobile{display:none}}
.cl-seal{align-self:flex-start;display:inline-flex;align-items:center;gap:${space(2)};padding:${space(2)} ${space(3)};border:1px solid ${c.border};border-radius:${radius.md};color:${c.text};font-size:0.875rem;text-decoration:none}
${focusRing('.cl-seal')}
.cl-fnav{position:fixed;inset-inline:0;bottom:0;z-index:${zIndex.footerNav};height:${FOOTER_NAV_HEIGHT_PX}px;padding-bottom:env(safe-area-inset-bottom, 0);background:${c.surfaceRaised};border-top:1px solid ${c.border};display:block}
.cl-fnav-empty-mobile{display:none}
${mediaRules.desktopOrLandscape}{.cl-fnav{display:block}.cl-fnav-empty-desktop{display:none}}
.cl-fnav-list{list-style:none;margin:0;padding:0;height:100%;display:none}
.cl-fnav-list[data-viewport='mobile-portrait']{display:flex}
${mediaRules.desktopOrLandscape}{.cl-fnav-list{display:flex;justify-content:flex-end}.cl-fnav-list[data-viewport='mobile-portrait']{display:none}}
.cl-fnav-list>li{flex:1 1 0;min-width:0}
${mediaRules.desktopOrLandscape}{.cl-fnav-list>li{flex:0 0 7rem}}
.cl-fnav-link,.cl-fnav-btn{position:relative;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;width:100%;height:100%;padding:0 2px;border:0;background:transparent;font:inherit;font-size:0.6875rem;line-height:1.1;text-decoration:none;cursor:pointer;color:${c.textMuted}}
.cl-fnav-link[aria-current='page'],.cl-fnav-btn[data-selected='true'],.cl-fnav-btn[aria-expanded='true']{color:${c.text};font-weight:700;box-shadow:inset 0 3px 0 ${c.primary}}
${focusRing('.cl-fnav-link')}
${focusRing('.cl-fnav-btn')}
.cl-fnav-link:focus-visible,.cl-fnav-btn:focus-visible{outline-offset:${focusRingTokens.insetOffset}}
.cl-fnav-label{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.cl-fnav-badge{position:absolute;top:3px;inset-inline-start:calc(50% + 4px);min-width:1.125rem;max-width:2.25rem;height:1.125rem;padding:0 4px;box-sizing:border-box;border-radius:${radius.pill};background:${c.accent};color:${c.onAccent};font-size:0.625rem;font-weight:700;line-height:1.125rem;text-align:center}
.cl-fbs{position:fixed;inset-inline-end:${space(4)};bottom:calc(${FOOTER_NAV_HEIGHT_PX}px + ${space(4)});z-index:${zIndex.floatingBetslip};display:inline-flex;align-items:center;justify-content:center;width:3.5rem;height:3.5rem;border:0;border-radius:${radius.pill};background:${c.primary};color:${c.onPrimary};box-shadow:0 4px 12px rgb(0 0 0 / 0.3);cursor:pointer}
${focusRing('.cl-fbs')}
.cl-fbs:hover{background:${c.primaryHover}}
${mediaRules.desktop}{.cl-fbs{bottom:calc(${FOOTER_NAV_HEIGHT_PX}px + ${space(6)})}}
.cl-fbs-badge{position:absolute;top:-2px;inset-inline-end:-2px;min-width:1.25rem;height:1.25rem;padding:0 4px;box-sizing:border-box;border-radius:${radius.pill};background:${c.accent};color:${c.onAccent};font-size:0.6875rem;font-weight:700;line-height:1.25rem;text-align:center}
.cl-btt{position:fixed;inset-inline-end:var(--cl-btt-inset, ${space(4)});bottom:calc(${FOOTER_NAV_HEIGHT_PX}px + 5rem);z-index:${zIndex.backToTop};display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border:1px solid ${c.border};border-radius:${radius.pill};background:${c.surfaceRaised};color:${c.text};box-shadow:0 2px 8px rgb(0 0 0 / 0.25);cursor:pointer}
${focusRing('.cl-btt')}
html:not([data-embedded='true']) body:has(.cl-main){padding-bottom:calc(${FOOTER_NAV_HEIGHT_PX}px + 5rem + 2.75rem + ${space(4)} + env(safe-area-inset-bottom, 0px))}
.cl-adverts{display:flex;flex-direction:column;gap:${space(3)}}
.cl-advert{margin:0;display:flex;flex-direction:column;gap:${space(1)}}
.cl-advert img{display:block;max-width:100%;height:auto;border-radius:${radius.md}}
.cl-advert-link{display:block;color:${c.text};border-radius:${radius.md}}
${focusRing('.cl-advert-link')}
.cl-advert-caption{color:${c.textMuted};font-size:0.875rem}
.cl-advert-fallback{display:block;padding:${space(3)};background:${c.surface};border-radius:${radius.md};font-weight:600}
.cl-dsm{position:relative;flex:none;box-sizing:border-box;min-height:100%;transition:width ${duration.base} ${easing.standard}}
${motion.reduce}{.cl-dsm{transition:none}}
.cl-dsm-panel{position:relative;inset-block:0;inset-inline-start:0;z-index:auto;box-sizing:border-box;min-height:100%;overflow-x:hidden;overflow-y:auto;background:${c.surface};border-inline-end:1px solid ${c.border};box-shadow:none}
.cl-dsm-panel[data-temporary='true']{position:absolute;z-index:${zIndex.menuPeek};box-shadow:4px 0 16px rgb(0 0 0 / 0.2)}
.cl-dsm-panel[data-collapsed='true'] [data-menu-label]{${visuallyHidden}}
.cl-dsm-panel[data-collapsed='true'] [data-menu-submenu],.cl-dsm-panel[data-collapsed='true'] [data-menu-hide-collapsed],.cl-dsm-panel[data-collapsed='true'] [data-chevron]{display:none}
.cl-dsm-toggle{display:flex;align-items:center;justify-content:center;width:${menuWidths.desktopCollapsedPx}px;height:2.75rem;margin-inline-start:auto;border:0;background:transparent;color:${c.text};cursor:pointer}
${focusRing('.cl-dsm-toggle')}
.cl-dsm-toggle:focus-visible{outline-offset:${focusRingTokens.insetOffset}}
.cl-dsm-toggle:hover{background:${c.surfaceRaised}}
.cl-dsm-toggle svg{transform:rotate(90deg)}
.cl-dsm-toggle[aria-expanded='false'] svg{transform:rotate(-90deg)}
.cl-notice{display:flex;flex-direction:column;align-items:center;gap:${space(4)};max-width:36rem;margin:0 auto;padding:${space(12)} ${space(4)};text-align:center;color:${c.text};font-family:${fonts.body}}
.cl-notice-icon{display:inline-flex;color:${c.primary}}
.cl-notice-icon svg{width:3rem;height:3rem}
.cl-notice-msg{margin:0;color:${c.textMuted};line-height:1.5;overflow-wrap:anywhere}
.cl-notice-action{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:0 ${space(4)};border:1px solid ${c.primary};border-radius:${radius.md};background:${c.primary};color:${c.onPrimary};font-weight:600;text-decoration:none}
.cl-notice-action:hover{background:${c.primaryHover};border-color:${c.primaryHover}}
${focusRing('.cl-notice-action')}
.cl-pending{min-height:100vh}
body:has(.cl-pending) .cl-footer{display:none}
.cl-pending-text{margin:0;color:${c.textMuted};opacity:0;animation:cl-pending-show ${duration.slow} ${easing.standard} 600ms forwards}
${motion.reduce}{.cl-pending-text{animation-duration:1ms}}
@keyframes cl-pending-show{to{opacity:1}}
`;
