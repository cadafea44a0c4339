/** Document-level CSS that every brand shares; colours and fonts come from the brand's vars. */
export const baseStyles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:var(--clem-color-background);color:var(--clem-color-text);font-family:var(--clem-font-body);line-height:1.5}
a{color:inherit}
img{max-width:100%}
@media (prefers-reduced-motion:reduce){*{animation-duration:0.01ms!important;transition-duration:0.01ms!important}}
`;
