/**
 * Document-level CSS that every brand shares; colours and fonts come from the brand's vars.
 *
 * The frame's parts carry `data-frame-part`; the head script marks <html data-content-only> and
 * <html data-native> before paint, so a content-only or native page never shows (or flashes) the
 * header, menu and footers. An embedded page drops the full-height body so the size it reports
 * to the host can shrink as well as grow. While the player changes the theme, <html
 * data-theme-switching> holds every transition (themeMode.ts): a switch repaints at once, never
 * half the page fading between two themes (odds buttons' backgrounds did, under text already in
 * the new theme's colour).
 */
export const baseStyles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:var(--clem-color-background);color:var(--clem-color-text);font-family:var(--clem-font-body);line-height:1.5}
html[data-embedded='true'] body{min-height:0}
html[data-content-only='true'] [data-frame-part],html[data-native='true'] [data-frame-part='header']{display:none!important}
a{color:inherit}
img{max-width:100%}
@media (prefers-reduced-motion:reduce){*{animation-duration:0.01ms!important;transition-duration:0.01ms!important}}
html[data-theme-switching] *,html[data-theme-switching] *::before,html[data-theme-switching] *::after{transition:none!important}
`;
