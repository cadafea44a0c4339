/**
 * The static CSS of the live events filters (`cs-lf…` classes), part of the sports stylesheet
 * (styles.ts): the filters render on the server with the live page, so they cannot use
 * styled-components (its server output carries no CSP nonce). Tokens only, as ui's styling
 * contract asks.
 *
 * Phone chips are 44 px high (2.75rem) and scroll sideways in one row; their focus ring is drawn
 * inside, because the scrolling row clips anything outside it. Desktop rows are at least 40 px
 * high, and the whole row (its label) toggles the box, well above the 24 px minimum.
 */
import { focusRingCss, motion } from '@clem/ui/tokens';

const c = (name: string) => `var(--clem-color-${name})`;
const focus = focusRingCss();
const focusInside = focusRingCss({ inset: true });

export const liveFilterStyles = `
.cs-lf{display:flex;flex-direction:column;gap:.25rem;min-width:0}
.cs-lf-row{position:relative;display:flex;gap:.5rem;margin:0;padding:.125rem 0 .375rem;overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x proximity;scrollbar-width:thin}
.cs-lf-chip{flex:none;display:inline-flex;align-items:center;gap:.375rem;min-height:2.75rem;padding:0 .875rem;border:1px solid ${c('border')};border-radius:999px;background:${c('surface')};color:${c('text')};font:inherit;font-weight:600;white-space:nowrap;cursor:pointer;scroll-snap-align:start;transition:background-color ${motion.duration.fast} ${motion.easing.standard}}
.cs-lf-chip:hover{border-color:${c('primary')}}
.cs-lf-chip[aria-pressed='true']{background:${c('primary')};border-color:${c('primary')};color:${c('on-primary')}}
.cs-lf-chip:focus-visible{${focusInside}}
.cs-lf-league{min-height:2.75rem;font-weight:500}
.cs-lf-count{display:inline-flex;align-items:center;justify-content:center;min-width:1.5rem;padding:0 .375rem;border-radius:999px;background:${c('surface-raised')};color:${c('text')};font-size:.75rem;font-weight:700;font-variant-numeric:tabular-nums}
.cs-lf-chip[aria-pressed='true'] .cs-lf-count{background:${c('on-primary')};color:${c('primary')}}
.cs-lf-reset{flex:none;align-self:flex-start;min-height:2.75rem;padding:0 1rem;border:2px solid ${c('primary')};border-radius:.5rem;background:transparent;color:${c('text')};font:inherit;font-weight:600;cursor:pointer}
.cs-lf-reset:focus-visible{${focus}}
.cs-lfd{padding:.5rem 0;border:1px solid ${c('border')};border-radius:.5rem;background:${c('surface')}}
.cs-lfd-title{margin:0;padding:.25rem .75rem .5rem;font-size:1rem}
.cs-lfd-list{margin:0;padding:0;list-style:none}
.cs-lfd-leagues{margin:0;padding:0 0 .25rem 1.75rem;list-style:none}
.cs-lfd-leagues[hidden]{display:none}
.cs-lfd-item{display:flex;align-items:center;gap:.25rem;padding:0 .5rem 0 .75rem}
.cs-lfd-check{flex:1;display:flex;align-items:center;gap:.5rem;min-width:0;min-height:2.5rem;color:${c('text')};cursor:pointer}
.cs-lfd-check input{flex:none;width:1.125rem;height:1.125rem;margin:0;accent-color:${c('primary')};cursor:pointer}
.cs-lfd-check input:focus-visible{${focus}}
.cs-lfd-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.cs-lfd-count{color:${c('text-muted')};font-size:.8125rem;font-variant-numeric:tabular-nums}
.cs-lfd-expand{flex:none;display:inline-flex;align-items:center;justify-content:center;width:2.5rem;height:2.5rem;padding:0;border:0;border-radius:.25rem;background:transparent;color:${c('text')};cursor:pointer}
.cs-lfd-expand:hover{background:${c('surface-raised')}}
.cs-lfd-expand:focus-visible{${focus}}
.cs-lfd-expand svg{width:1rem;height:1rem;fill:currentColor;transition:transform ${motion.duration.base} ${motion.easing.standard}}
.cs-lfd-expand[aria-expanded='true'] svg{transform:rotate(90deg)}
${motion.reduce}{.cs-lf-chip,.cs-lfd-expand svg{transition:none}}
`.replace(/\n/g, '');
