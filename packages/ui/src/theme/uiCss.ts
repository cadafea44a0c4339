import { clemTheme, focusRingCss, motion } from './theme';

/**
 * The stylesheet of the always-loaded ui primitives (Button, Stack, Heading, ErrorState,
 * VisuallyHidden, ThemeModeSwitch, SafeHtml): plain CSS on `cu-` classes, injected once into the
 * document head (and into Storybook), so these components render plain elements and ship and run
 * no styled-components. Colours and fonts are the brand's CSS variables from `clemTheme`; the
 * rules are the ones the styled versions produced.
 *
 * `.cu-vh` is the visually hidden helper (same rules as `visuallyHidden` in styles.ts): text for
 * assistive technology only, still focusable when it is a control. Other packages may use it.
 */
const { colors, fonts, radius, space, breakpoints } = clemTheme;
const focusRing = focusRingCss();
const { duration, easing } = motion;
const vh =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap';

export const uiCss = `
.cu-vh{${vh}}
.cu-btn{display:inline-flex;align-items:center;justify-content:center;gap:${space(2)};width:auto;border:1px solid transparent;border-radius:${radius.md};font-family:${fonts.body};font-weight:600;line-height:1.2;text-align:center;cursor:pointer;transition:background-color ${duration.fast} ${easing.standard},border-color ${duration.fast} ${easing.standard}}
.cu-btn-full{width:100%}
.cu-btn-sm{min-height:2rem;padding:0 ${space(3)};font-size:0.875rem}
.cu-btn-md{min-height:2.75rem;padding:0 ${space(4)};font-size:1rem}
.cu-btn-lg{min-height:3.25rem;padding:0 ${space(6)};font-size:1.125rem}
.cu-btn-primary{background:${colors.primary};color:${colors.onPrimary};border-color:${colors.primary}}
.cu-btn-primary:hover:not(:disabled){background:${colors.primaryHover};border-color:${colors.primaryHover}}
.cu-btn-secondary{background:${colors.surface};color:${colors.text};border-color:${colors.border}}
.cu-btn-secondary:hover:not(:disabled){background:${colors.surfaceRaised}}
.cu-btn-ghost{background:transparent;color:${colors.text};border-color:transparent}
.cu-btn-ghost:hover:not(:disabled){background:${colors.surface}}
.cu-btn:focus-visible{${focusRing}}
.cu-btn:disabled{cursor:not-allowed;opacity:0.55}
${motion.reduce}{.cu-btn{transition:none}}
.cu-stack{display:flex;flex-direction:column;flex-wrap:nowrap;gap:${space(2)};align-items:stretch;justify-content:flex-start;min-width:0}
.cu-stack-row{flex-direction:row}
.cu-stack-wrap{flex-wrap:wrap}
.cu-h{margin:0;font-family:${fonts.heading};line-height:1.25;color:${colors.text};overflow-wrap:anywhere}
.cu-h-1{font-size:2rem;font-weight:700}
.cu-h-2{font-size:1.5rem;font-weight:700}
.cu-h-3{font-size:1.25rem;font-weight:600}
.cu-h-4{font-size:1.125rem;font-weight:600}
.cu-h-5{font-size:1rem;font-weight:600}
.cu-h-6{font-size:0.875rem;font-weight:600}
.cu-error{display:flex;flex-direction:column;align-items:center;gap:${space(3)};padding:${space(6)} ${space(4)};text-align:center;color:${colors.text};font-family:${fonts.body}}
.cu-error-icon{display:inline-flex;color:${colors.danger}}
.cu-error-icon svg{width:2.5rem;height:2.5rem}
.cu-error-msg{margin:0;max-width:36rem;color:${colors.textMuted};line-height:1.5;overflow-wrap:anywhere}
.cu-tms{display:inline-flex;flex-direction:column;gap:${space(1)};font-family:${fonts.body};color:${colors.text}}
.cu-tms-legend{font-size:0.875rem;font-weight:600}
.cu-tms-options{display:inline-flex;padding:${space(0.5)};border:1px solid ${colors.border};border-radius:${radius.lg};background:${colors.surface}}
@media (max-width: ${breakpoints.desktop - 1}px){.cu-tms-compact{${vh}}}
.cu-tms-option{position:relative;display:inline-flex}
.cu-tms-face{display:inline-flex;align-items:center;gap:${space(1.5)};min-height:2.25rem;padding:0 ${space(3)};border-radius:${radius.md};color:${colors.textMuted};font-size:0.875rem;font-weight:600;cursor:pointer}
.cu-tms-face svg{width:1rem;height:1rem}
input:checked + .cu-tms-face{background:${colors.primary};color:${colors.onPrimary}}
input:not(:checked) + .cu-tms-face:hover{background:${colors.surfaceRaised};color:${colors.text}}
input:focus-visible + .cu-tms-face{${focusRing}}
.cu-html{color:${colors.text};font-family:${fonts.body};line-height:1.5;overflow-wrap:anywhere}
.cu-html img{max-width:100%;height:auto}
.cu-html a{color:inherit;text-decoration:underline}
.cu-html a:focus-visible,.cu-html summary:focus-visible{${focusRing}}
.cu-html table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse}
.cu-html th,.cu-html td{padding:${space(1)} ${space(2)};border:1px solid ${colors.border};text-align:start}
.cu-html pre{overflow-x:auto}
.cu-html code,.cu-html kbd,.cu-html pre{font-family:${fonts.mono}}
`.replace(/\n/g, '');
