/**
 * The scoreboards' static CSS (`cs-sb-` classes), added to the sports stylesheet (styles.ts).
 *
 * The header sits on the sport's picture, so its colours are its own in both themes: light text
 * on a dark overlay (black at 70 %: white text keeps at least 5.8:1 on a white picture, the
 * highlighted column included), and a dark fallback (#14181f, 17:1 with white) when the picture
 * fails. The brand shows in the accent line under the current period. The list row's summary
 * (`cs-sb-sum`) sits on the page's surface and uses the brand's text colours.
 */
const c = (name: string) => `var(--clem-color-${name})`;
const desktop = '@media (min-width:1024px)';

export const scoreboardStyles = `
.cs-sb{border-radius:.5rem;overflow:hidden}
.cs-sb-frame{position:relative;color:#fff;background:#14181f}
.cs-sb-bg{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.cs-sb-body{position:relative;display:flex;flex-direction:column;gap:.5rem;padding:.75rem;background:rgb(0 0 0 / 70%)}
.cs-sb-fallback{background:linear-gradient(135deg,#14181f,#1f2530)}
.cs-sb-fallback .cs-sb-body{background:none}
${desktop}{.cs-sb-body{padding:1rem 1.25rem}}
.cs-sb-clock{margin:0;font-size:.875rem;font-weight:700;text-transform:uppercase;letter-spacing:.02em}
.cs-sb-game{margin:0 0 .25rem;font-size:.8125rem}
.cs-sb-table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:.9375rem}
.cs-sb-table th,.cs-sb-table td{padding:.375rem .25rem;text-align:center;white-space:nowrap}
.cs-sb-col,.cs-sb-cell{min-width:1.75rem}
.cs-sb-sets{display:flex;flex-direction:column;gap:.25rem}
.cs-sb-table thead th{font-size:.75rem;font-weight:600;color:rgb(255 255 255 / 85%)}
.cs-sb-table .cs-sb-team,.cs-sb-table .cs-sb-name{text-align:left;width:100%;white-space:normal}
.cs-sb-name{font-weight:600}
.cs-sb-name-text{overflow-wrap:anywhere}
.cs-sb-strong{font-weight:700}
.cs-sb-table [data-current]{background:rgb(255 255 255 / 14%)}
.cs-sb-table thead [data-current]{box-shadow:inset 0 -2px 0 ${c('accent')};color:#fff}
.cs-sb-mark{display:inline-flex;align-items:center;margin-left:.375rem;vertical-align:middle}
.cs-sb-dot{display:inline-block;width:.5rem;height:.5rem;border-radius:50%;background:#1f9d55;box-shadow:0 0 0 1px #fff}
.cs-sb-bat{display:inline-block;width:.25rem;height:.75rem;border-radius:.125rem;background:#d4a017;box-shadow:0 0 0 1px #fff;transform:rotate(25deg)}
.cs-sb-card{display:inline-block;width:.5rem;height:.75rem;border-radius:.125rem;vertical-align:middle}
.cs-sb-card[data-card='red']{background:#e53935}
.cs-sb-card[data-card='yellow']{background:#fdd835}
.cs-sb-flag{width:.875rem;height:.875rem;fill:currentColor;vertical-align:middle}
.cs-sb-overs{font-weight:400;font-size:.8125rem}
.cs-sb-sum{display:inline-flex;flex-wrap:wrap;align-items:center;gap:.5rem;color:${c('text')};font-variant-numeric:tabular-nums}
.cs-sb-sum-scores{display:inline-flex;align-items:center;gap:.25rem;font-weight:700}
.cs-sb-sum-side{display:inline-flex;align-items:center;gap:.25rem}
.cs-sb-sum-sep{margin-right:.25rem}
.cs-sb-sum .cs-sb-mark{margin-left:0}
`.replace(/\n/g, '');
