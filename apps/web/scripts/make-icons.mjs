// Draws the app's install icons (issue #12 item 4) from the logo in public/favicon.svg with sharp, into
// public/icons/: "any" icons (the rounded logo on transparent) and "maskable" ones (full-bleed background,
// the wave and sun inside the central 80 % safe zone, so any mask shape keeps them whole), at 192 and 512 px,
// plus a 180 px apple-touch-icon. The PNGs are committed; run `node scripts/make-icons.mjs` after changing the
// logo. sharp comes from the workspace (the API uses it).
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const out = new URL('../public/icons/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const BRAND = '#0e7490';
const wave = (stroke) =>
  `<path d="M14 40c6-4 12-4 18 0s12 4 18 0" stroke="#fff" stroke-width="${stroke}" fill="none" stroke-linecap="round"/><circle cx="44" cy="20" r="7" fill="#fbbf24"/>`;

/** The favicon's drawing: a rounded tile on transparent. */
const anySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${wave(5)}</svg>`;
/** Full-bleed square; the drawing scaled to 70 % around the centre, well inside the 80 % safe circle. */
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(0.7) translate(-32 -30)">${wave(5)}</g></svg>`;

async function render(svg, size, name) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}${name}`);
  console.log(`icons/${name}`);
}

await render(anySvg, 192, 'icon-192.png');
await render(anySvg, 512, 'icon-512.png');
await render(maskableSvg, 192, 'maskable-192.png');
await render(maskableSvg, 512, 'maskable-512.png');
await render(maskableSvg, 180, 'apple-touch-icon.png');
