/**
 * The stylesheet of the server-rendered sports parts (lists, rows, markets, page blocks). It is
 * plain CSS on `cs-` classes, added to the layout's nonce-carrying <style> next to the frame's
 * base styles, because styled-components' React Server Component output (6.6) writes <style>
 * tags without the CSP nonce, which the brand apps' CSP rightly blocks. It costs no JavaScript and
 * no style work at hydration. Colours and fonts are the brand's CSS variables. The client islands
 * (odds buttons, star, sibling dropdown) use these classes too: they render many times on a page,
 * and a styled component would compute and hash its CSS for each one at hydration.
 *
 * Event rows far from the viewport skip their rendering (`content-visibility: auto`). Until a row
 * has been rendered once (then the browser remembers its size), it takes the estimate in
 * `contain-intrinsic-size`: a two-team row's content box as measured in every brand (124 px on a
 * phone, 74 px on a desktop). An estimate below the real height makes the scrollbar jump as rows
 * come into view, and lays a skipped row's content over the next row's link.
 */
import { focusRingCss, motion, zIndex } from '@clem/ui/tokens';
import { liveFilterStyles } from './live/filters/liveFilterCss';
import { scoreboardStyles } from './live/scoreboard/scoreboardStyles';

const c = (name: string) => `var(--clem-color-${name})`;
const focus = focusRingCss();
const desktop = '@media (min-width:1024px)';

export const sportsStyles = `
.cs-page{display:flex;flex-direction:column;gap:1rem;padding:.75rem}
${desktop}{.cs-page{padding:1rem 1.25rem}}
.cs-title{margin:0;font-size:1.375rem;line-height:1.2}
.cs-section{display:flex;flex-direction:column;gap:.5rem}
.cs-section-title{margin:0;font-size:1.0625rem}
.cs-notice{margin:0;padding:.75rem 1rem;border:1px solid ${c('border')};border-left:4px solid ${c('danger')};border-radius:.5rem;background:${c('surface')}}
.cs-muted{margin:0;color:${c('text-muted')};font-size:.875rem}
.cs-crumbs{display:flex;flex-wrap:wrap;gap:.25rem;margin:0;padding:0;list-style:none;font-size:.8125rem}
.cs-crumbs li+li::before{content:'/';margin-right:.25rem;color:${c('text-muted')}}
.cs-crumbs a{color:${c('text')};text-decoration:underline}
.cs-chips{display:flex;flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none}
.cs-chip{display:inline-flex;align-items:center;gap:.375rem;min-height:2.75rem;padding:0 .875rem;border:1px solid ${c('border')};border-radius:999px;background:${c('surface')};color:${c('text')};text-decoration:none}
.cs-chip[aria-current]{background:${c('primary')};border-color:${c('primary')};color:${c('on-primary')}}
.cs-chip:focus-visible,.cs-link:focus-visible,.cs-more:focus-visible,.cs-tile:focus-visible,.cs-group-title:focus-visible,.cs-back:focus-visible{${focus}}
.cs-more{align-self:center;display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border:2px solid ${c('primary')};border-radius:.5rem;color:${c('text')};font-weight:600;text-decoration:none}
.cs-groups{display:flex;flex-direction:column;gap:.75rem}
.cs-list{display:flex;flex-direction:column;gap:.75rem}
.cs-group.cs-group-cont{margin-top:calc(-.75rem - 1px);border-top-left-radius:0;border-top-right-radius:0}
.cs-list>:has(+.cs-batch .cs-group-cont:first-child) .cs-group:last-child{border-bottom-left-radius:0;border-bottom-right-radius:0}
.cs-later{min-height:2.75rem}
.cs-retry{min-height:2.75rem;margin-left:.5rem;padding:0 1rem;border:2px solid ${c('primary')};border-radius:.5rem;background:transparent;color:${c('text')};font:inherit;font-weight:600;cursor:pointer}
.cs-retry:focus-visible{${focus}}
.cs-group{border:1px solid ${c('border')};border-radius:.5rem;background:${c('surface')};overflow:hidden}
.cs-group-head{display:flex;align-items:center;justify-content:space-between;gap:.5rem;padding:.5rem .75rem;background:${c('surface-raised')}}
.cs-group-head h2,.cs-group-head h3{margin:0;font-size:inherit;min-width:0}
.cs-group-title{display:inline-flex;align-items:center;gap:.5rem;min-width:0;min-height:1.5rem;color:${c('text')};font-size:.9375rem;font-weight:700;text-decoration:none}
.cs-group-title:hover{text-decoration:underline}
.cs-columns{display:none;gap:.5rem;color:${c('text-muted')};font-size:.75rem}
${desktop}{.cs-columns{display:flex}}
.cs-rows{margin:0;padding:0;list-style:none}
.cs-row{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-areas:'info star' 'odds odds';align-items:center;gap:.375rem .5rem;padding:.5rem .75rem;border-top:1px solid ${c('border')};content-visibility:auto;contain-intrinsic-size:auto 7.75rem}
${desktop}{.cs-row{grid-template-columns:minmax(0,1fr) minmax(0,1.4fr) auto;grid-template-areas:'info odds star';contain-intrinsic-size:auto 4.625rem}}
.cs-info{grid-area:info;display:flex;flex-direction:column;gap:.125rem;min-width:0}
.cs-link{display:flex;flex-direction:column;color:${c('text')};font-weight:600;text-decoration:none;overflow-wrap:anywhere}
.cs-link:hover{text-decoration:underline}
.cs-meta{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;color:${c('text-muted')};font-size:.8125rem}
.cs-meta a{display:inline-flex;align-items:center;min-height:1.5rem;color:${c('text')};text-decoration:underline;white-space:nowrap}
.cs-vh{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.cs-live{color:${c('danger')};font-weight:700;text-transform:uppercase}
.cs-odds{grid-area:odds;display:flex;gap:.5rem;min-width:0}
.cs-col{display:grid;gap:.25rem;min-width:0}
.cs-col-2{grid-template-columns:repeat(2,minmax(0,1fr));flex:2 1 0}
.cs-col-3{grid-template-columns:repeat(3,minmax(0,1fr));flex:3 1 0}
.cs-empty{display:flex;align-items:center;justify-content:center;min-height:2.75rem;border:1px dashed ${c('border')};border-radius:.25rem;color:${c('text-muted')}}
.cs-star{grid-area:star;display:flex;align-items:center}
.cs-period{display:flex;flex-direction:column;gap:.5rem}
.cs-period-title{margin:.5rem 0 0;font-size:1rem}
.cs-market{border:1px solid ${c('border')};border-radius:.5rem;background:${c('surface')};padding:.5rem .75rem .75rem}
.cs-market-title{display:flex;justify-content:space-between;gap:.5rem;margin:0 0 .5rem;font-size:.9375rem}
.cs-status{color:${c('text-muted')};font-size:.8125rem;font-weight:400}
.cs-outcomes{display:grid;gap:.375rem;grid-template-columns:repeat(2,minmax(0,1fr))}
.cs-outcomes-3{grid-template-columns:repeat(3,minmax(0,1fr))}
.cs-event-head{display:flex;flex-direction:column;gap:.5rem;padding-bottom:.75rem;border-bottom:1px solid ${c('border')}}
.cs-bar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}
.cs-back{display:inline-flex;align-items:center;gap:.25rem;min-height:2.75rem;padding:0 .75rem;border-radius:.5rem;color:${c('text')};font-weight:600;text-decoration:none}
.cs-back:hover{background:${c('surface')}}
.cs-title-row{display:flex;align-items:center;justify-content:space-between;gap:.5rem}
.cs-tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem;margin:0;padding:0;list-style:none}
.cs-tile{display:flex;flex-direction:column;gap:.125rem;min-height:3.5rem;padding:.625rem .75rem;border:1px solid ${c('border')};border-radius:.5rem;background:${c('surface')};color:${c('text')};font-weight:600;text-decoration:none}
.cs-tile:hover{border-color:${c('primary')}}
.cs-tile small{color:${c('text-muted')};font-weight:400}
.cs-az{columns:2;margin:0;padding:0;list-style:none}
${desktop}{.cs-az{columns:3}}
.cs-az li{break-inside:avoid}
.cs-az a{display:flex;justify-content:space-between;align-items:center;gap:.5rem;min-height:2.75rem;padding:.5rem .25rem;color:${c('text')};text-decoration:none}
.cs-az a:hover{text-decoration:underline}
.cs-az small{color:${c('text-muted')}}
.cs-fav{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;padding:0;border:0;border-radius:50%;background:transparent;color:${c('text-muted')};cursor:pointer}
.cs-fav[aria-pressed='true']{color:${c('accent')}}
.cs-fav:hover{background:${c('surface-raised')}}
.cs-fav:focus-visible{${focus}}
.cs-fav svg{width:1.25rem;height:1.25rem}
.cs-ob{position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.125rem;width:100%;min-width:3.25rem;min-height:2.75rem;padding:.25rem .375rem;border:1px solid ${c('border')};border-radius:.25rem;background:${c('odds')};color:${c('on-odds')};font:inherit;font-variant-numeric:tabular-nums;line-height:1.1;cursor:pointer;transition:background-color ${motion.duration.fast} ${motion.easing.standard},color ${motion.duration.fast} ${motion.easing.standard},box-shadow ${motion.duration.fast} ${motion.easing.standard}}
.cs-ob:hover:not(:disabled){border-color:${c('primary')}}
.cs-ob:focus-visible{${focus}}
.cs-ob[aria-pressed='true']{background:${c('odds-selected')};color:${c('on-odds-selected')};border-color:${c('odds-selected')}}
.cs-ob:disabled{cursor:not-allowed;opacity:.6}
.cs-ob[data-movement='up']{box-shadow:inset 0 0 0 2px ${c('success')}}
.cs-ob[data-movement='down']{box-shadow:inset 0 0 0 2px ${c('danger')}}
${motion.reduce}{.cs-ob{transition:none}}
.cs-ob-label{max-width:100%;overflow:hidden;font-size:.75rem;text-overflow:ellipsis;white-space:nowrap;opacity:.85}
.cs-ob-price{font-weight:700;font-size:.9375rem}
.cs-ob-arrow{position:absolute;top:.125rem;right:.25rem;font-size:.625rem;line-height:1}
.cs-ob-arrow[data-dir='up']{color:${c('success')}}
.cs-ob-arrow[data-dir='down']{color:${c('danger')}}
.cs-ob[data-pending]{outline:2px dashed ${c('odds-selected')};outline-offset:-4px}
.cs-col{position:relative}
.cs-ob-go{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.cs-ob-go:focus{z-index:${zIndex.inlinePopover};top:calc(100% + .25rem);left:0;width:auto;height:auto;min-height:2.75rem;margin:0;padding:0 .875rem;overflow:visible;clip-path:none;border-radius:.25rem;background:${c('primary')};color:${c('on-primary')};font:inherit;font-weight:600;cursor:pointer}
.cs-ob-go:focus-visible{${focus}}
.cs-sib{position:relative}
.cs-sib-trigger{display:inline-flex;align-items:center;gap:.375rem;min-height:2.75rem;padding:0 .75rem;border:1px solid ${c('border')};border-radius:.5rem;background:${c('surface')};color:${c('text')};font:inherit;cursor:pointer}
.cs-sib-trigger:focus-visible{${focus}}
.cs-sib-panel{position:absolute;z-index:${zIndex.inlinePopover};top:calc(100% + .25rem);left:0;width:min(24rem,90vw);max-height:60vh;overflow:auto;padding:.5rem 0;border:1px solid ${c('border')};border-radius:.5rem;background:${c('surface-raised')};box-shadow:0 8px 24px rgb(0 0 0 / 20%)}
.cs-sib-group{margin:.25rem 0;padding:0 .75rem;color:${c('text-muted')};font-size:.75rem;text-transform:uppercase}
.cs-sib-list{margin:0;padding:0;list-style:none}
.cs-sib-item{display:flex;justify-content:space-between;gap:.75rem;padding:.5rem .75rem;color:${c('text')};text-decoration:none}
.cs-sib-item[aria-current='page']{font-weight:700}
.cs-sib-item:hover{background:${c('surface')}}
.cs-sib-item:focus-visible{${focusRingCss({ inset: true })}}
.cs-sib-item time{color:${c('text-muted')};font-size:.8125rem;white-space:nowrap}
.cs-count{display:inline-flex;align-items:center;justify-content:center;min-width:1.5rem;padding:0 .375rem;border-radius:999px;background:${c('surface-raised')};color:${c('text')};font-size:.75rem;font-weight:700}
.cs-chip[aria-current] .cs-count{background:${c('on-primary')};color:${c('primary')}}
.cs-live-score{display:inline-flex;align-items:center;gap:.5rem;color:${c('text')};font-variant-numeric:tabular-nums}
.cs-live-clock{color:${c('danger')};font-weight:700}
.cs-live-points{font-weight:700}
.cs-live-conn:empty,.cs-live-new:empty{display:none}
.cs-live-new{display:flex;justify-content:center}
.cs-live-conn{margin:0;padding:.5rem .75rem;border:1px solid ${c('border')};border-left:4px solid ${c('warning')};border-radius:.5rem;background:${c('surface')};font-size:.875rem}
.cs-live-finished{border-left-color:${c('primary')}}
.cs-title-tools{display:inline-flex;align-items:center;gap:.25rem}
.cs-live-sport{display:flex;flex-direction:column;gap:.5rem}
.cs-live-filter-d{display:none}
.cs-live-page .cs-group:not(:has(.cs-row:not([hidden]))),.cs-live-sport:not(:has(.cs-row:not([hidden]))){display:none}
${desktop}{.cs-live-filter-m{display:none}.cs-live-filter-d{display:block}}
.cs-live-filter-d>summary{display:flex;align-items:center;min-height:2.75rem;padding:0 .875rem;border:1px solid ${c('border')};border-radius:.5rem;background:${c('surface')};color:${c('text')};font-weight:600;cursor:pointer}
.cs-live-filter-d>summary:focus-visible{${focus}}
.cs-live-filter-d[open]>summary{margin-bottom:.5rem}
.cs-stream-icon{display:inline-flex;align-items:center;justify-content:center;width:1.5rem;height:1.5rem;color:${c('danger')}}
.cs-stream-icon svg{width:1.25rem;height:1.25rem;fill:currentColor}
${liveFilterStyles}
${scoreboardStyles}
`.replace(/\n/g, '');
