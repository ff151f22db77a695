/**
 * The post's picture when a listing has no photo or its photo will not load (spec 02 §2: "with a fallback
 * image"). An inline SVG data URL: it needs no request, so it is always ready and always capturable.
 */
const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 240"><rect width="360" height="240" fill="#ecfeff"/><g fill="none" stroke="#0e7490" stroke-width="6" stroke-linejoin="round" opacity="0.55"><rect x="128" y="78" width="104" height="84" rx="10"/><circle cx="160" cy="106" r="10"/><path d="M128 148l30-24 20 16 22-26 32 34"/></g></svg>`;

export const FALLBACK_POST_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(FALLBACK_SVG)}`;
