/** The link settings of the English (no prefix) and Spanish (`/es`, app pages as plain anchors) sites. */
export const englishLinks = { localePrefix: '', plainAnchorPrefixes: [] } as const;
export const spanishLinks = { localePrefix: '/es', plainAnchorPrefixes: ['app/'] } as const;
