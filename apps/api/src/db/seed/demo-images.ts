/**
 * Placeholder "photos" for the demo catalogue, drawn as SVG and rasterised by sharp: no downloads, no network.
 * Each listing's pictures show its own item (issue #16 item 17): a simple drawing of that kind of item on a
 * gradient in the category's colour, or — for items a few shapes cannot draw well — a neutral card with the
 * item's name. The name is drawn as outlines from a bundled font (DejaVu Sans Bold via opentype.js), so it
 * renders the same on a fresh machine without any system fonts. The variant changes the framing, as a second
 * or third photo of the same item would.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import sharp from 'sharp';
import { processPhoto, type ProcessedImage } from '../../lib/images';
import type { SeedCategoryName } from './reference-data';

/** Canvas size in px: 4:3, like a phone photo, and small enough to render fast. */
const WIDTH = 800;
const HEIGHT = 600;

/** Photos per listing never exceed this, so variants 0..2 cover every position. */
export const DEMO_PHOTO_VARIANTS = 3;

/** Hue (0–360°) per category, spread round the colour wheel so neighbouring cards differ. */
const CATEGORY_HUE: Record<SeedCategoryName, number> = {
  Electronics: 215,
  'Mobile Phones & Tablets': 260,
  'Computers & Laptops': 190,
  Furniture: 30,
  'Home & Kitchen': 12,
  Appliances: 170,
  'Fashion & Clothing': 330,
  'Baby & Kids': 45,
  'Sports & Fitness': 120,
  'Fishing & Diving Gear': 200,
  'Boats & Marine': 185,
  'Motorbikes & Scooters': 0,
  Bicycles: 95,
  'Books & Stationery': 280,
  'Tools & Hardware': 55,
  Other: 240,
};

/** HSL (degrees, percent, percent) to "#rrggbb"; hex because every SVG renderer reads it. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (offset: number): string => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    let value = p;
    if (t < 1 / 6) value = p + (q - p) * 6 * t;
    else if (t < 1 / 2) value = q;
    else if (t < 2 / 3) value = p + (q - p) * (2 / 3 - t) * 6;
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`;
}

interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

/** The kinds of item the demo pictures can draw; a listing names its kind in demo-content.ts. */
export const DEMO_DRAWINGS = [
  'screen',
  'speaker',
  'camera',
  'phone',
  'tablet',
  'laptop',
  'sofa',
  'shelf',
  'pot',
  'washing-machine',
  'fridge',
  'air-conditioner',
  'watch',
  'sunglasses',
  'dumbbells',
  'mask',
  'boat',
  'scooter',
  'helmet',
  'bicycle',
  'books',
  'tools',
  'guitar',
  'tent',
] as const;
export type DemoDrawing = (typeof DEMO_DRAWINGS)[number];

/** The drawing of each kind of item, in 800×600 coordinates around the centre (400, 300). */
const ITEM_DRAWINGS: Record<DemoDrawing, (p: Palette) => string> = {
  screen: () => `
    <rect x="170" y="130" width="460" height="290" rx="18" fill="#1f2937"/>
    <rect x="188" y="148" width="424" height="254" rx="8" fill="url(#screen)"/>
    <rect x="380" y="420" width="40" height="48" fill="#374151"/>
    <rect x="300" y="466" width="200" height="16" rx="8" fill="#374151"/>`,
  phone: (p) => `
    <rect x="300" y="80" width="200" height="410" rx="36" fill="#111827"/>
    <rect x="313" y="93" width="174" height="384" rx="26" fill="url(#screen)"/>
    <rect x="368" y="104" width="64" height="16" rx="8" fill="#111827"/>
    <rect x="340" y="300" width="120" height="14" rx="7" fill="${p.light}" opacity="0.8"/>
    <rect x="340" y="326" width="80" height="14" rx="7" fill="${p.light}" opacity="0.6"/>`,
  laptop: (p) => `
    <rect x="220" y="120" width="360" height="250" rx="14" fill="#374151"/>
    <rect x="236" y="136" width="328" height="218" rx="4" fill="url(#screen)"/>
    <path d="M160 378 H640 L606 424 H194 Z" fill="#cbd5e1"/>
    <rect x="355" y="384" width="90" height="9" rx="4" fill="#94a3b8"/>
    <rect x="258" y="160" width="140" height="14" rx="7" fill="${p.light}" opacity="0.7"/>`,
  sofa: (p) => `
    <rect x="210" y="170" width="380" height="170" rx="34" fill="${p.main}"/>
    <rect x="240" y="310" width="320" height="100" rx="22" fill="${p.light}"/>
    <rect x="170" y="270" width="84" height="170" rx="30" fill="${p.dark}"/>
    <rect x="546" y="270" width="84" height="170" rx="30" fill="${p.dark}"/>
    <rect x="200" y="436" width="22" height="46" rx="6" fill="#3f2a1d"/>
    <rect x="578" y="436" width="22" height="46" rx="6" fill="#3f2a1d"/>`,
  pot: (p) => `
    <path d="M250 250 H550 V410 Q550 470 490 470 H310 Q250 470 250 410 Z" fill="${p.main}"/>
    <rect x="232" y="232" width="336" height="30" rx="15" fill="${p.dark}"/>
    <rect x="186" y="286" width="76" height="24" rx="12" fill="${p.dark}"/>
    <rect x="538" y="286" width="76" height="24" rx="12" fill="${p.dark}"/>
    <path d="M300 232 Q400 160 500 232 Z" fill="${p.dark}"/>
    <circle cx="400" cy="178" r="16" fill="${p.light}"/>
    <path d="M360 140 q-16 -24 0 -48 M400 130 q-16 -24 0 -48 M440 140 q-16 -24 0 -48" stroke="#ffffff"
      stroke-width="8" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  'washing-machine': (p) => `
    <rect x="260" y="96" width="280" height="390" rx="22" fill="#f8fafc" stroke="#cbd5e1" stroke-width="5"/>
    <path d="M262 170 V118 Q262 98 282 98 H518 Q538 98 538 118 V170 Z" fill="#e2e8f0"/>
    <circle cx="306" cy="134" r="15" fill="${p.main}"/>
    <rect x="400" y="124" width="110" height="20" rx="10" fill="#94a3b8"/>
    <circle cx="400" cy="322" r="118" fill="#94a3b8"/>
    <circle cx="400" cy="322" r="92" fill="url(#screen)" opacity="0.9"/>
    <path d="M340 300 q30 -30 60 0 t60 0" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.6"/>`,
  dumbbells: (p) => `
    <rect x="240" y="284" width="320" height="32" rx="12" fill="#94a3b8"/>
    <rect x="196" y="196" width="56" height="208" rx="14" fill="${p.dark}"/>
    <rect x="152" y="224" width="44" height="152" rx="12" fill="${p.main}"/>
    <rect x="548" y="196" width="56" height="208" rx="14" fill="${p.dark}"/>
    <rect x="604" y="224" width="44" height="152" rx="12" fill="${p.main}"/>`,
  mask: (p) => `
    <path d="M220 285 H150" stroke="#111827" stroke-width="30" stroke-linecap="round"/>
    <path d="M580 285 H620" stroke="#111827" stroke-width="30" stroke-linecap="round"/>
    <rect x="216" y="196" width="368" height="178" rx="72" fill="${p.dark}"/>
    <rect x="242" y="220" width="148" height="130" rx="52" fill="url(#screen)"/>
    <rect x="410" y="220" width="148" height="130" rx="52" fill="url(#screen)"/>
    <path d="M366 368 Q400 418 434 368" stroke="${p.dark}" stroke-width="26" fill="none"/>
    <rect x="618" y="80" width="28" height="300" rx="14" fill="#facc15"/>
    <path d="M632 380 Q632 440 570 440" stroke="#facc15" stroke-width="28" fill="none" stroke-linecap="round"/>`,
  boat: (p) => `
    <rect x="296" y="226" width="190" height="100" rx="12" fill="#f8fafc"/>
    <rect x="318" y="248" width="54" height="38" rx="6" fill="url(#screen)"/>
    <rect x="390" y="248" width="76" height="38" rx="6" fill="url(#screen)"/>
    <rect x="620" y="300" width="34" height="120" rx="8" fill="#111827"/>
    <path d="M140 326 H650 L584 436 H214 Z" fill="#f8fafc"/>
    <rect x="140" y="318" width="510" height="20" fill="${p.dark}"/>
    <path d="M-200 430 Q-100 400 0 430 T200 430 T400 430 T600 430 T800 430 T1000 430 V800 H-200 Z" fill="${p.main}" opacity="0.85"/>`,
  scooter: (p) => `
    <circle cx="236" cy="412" r="72" fill="#111827"/>
    <circle cx="236" cy="412" r="30" fill="#9ca3af"/>
    <circle cx="576" cy="412" r="72" fill="#111827"/>
    <circle cx="576" cy="412" r="30" fill="#9ca3af"/>
    <path d="M186 392 Q190 300 320 296 H452 Q480 298 490 334 L508 392 Z" fill="${p.main}"/>
    <rect x="320" y="376" width="220" height="22" rx="8" fill="${p.dark}"/>
    <path d="M530 392 L566 186" stroke="${p.main}" stroke-width="34" stroke-linecap="round"/>
    <rect x="520" y="166" width="100" height="20" rx="10" fill="#111827"/>
    <rect x="250" y="270" width="180" height="36" rx="18" fill="${p.dark}"/>
    <circle cx="584" cy="214" r="16" fill="#fef08a"/>`,
  bicycle: (p) => `
    <circle cx="250" cy="380" r="96" fill="none" stroke="#111827" stroke-width="16"/>
    <circle cx="550" cy="380" r="96" fill="none" stroke="#111827" stroke-width="16"/>
    <path d="M250 380 L362 380 L480 252 L330 252 Z M362 380 L312 218 M480 252 L550 380 M470 212 L480 252"
      stroke="${p.main}" stroke-width="15" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
    <rect x="278" y="204" width="72" height="18" rx="9" fill="${p.dark}"/>
    <path d="M446 208 H512" stroke="${p.dark}" stroke-width="15" stroke-linecap="round"/>
    <circle cx="362" cy="380" r="20" fill="${p.dark}"/>`,
  books: (p) => `
    <rect x="230" y="392" width="340" height="62" rx="6" fill="${p.dark}"/>
    <rect x="540" y="400" width="22" height="46" fill="#f8fafc"/>
    <rect x="254" y="330" width="300" height="62" rx="6" fill="${p.main}"/>
    <rect x="524" y="338" width="22" height="46" fill="#f8fafc"/>
    <rect x="220" y="268" width="330" height="62" rx="6" fill="${p.accent}"/>
    <rect x="520" y="276" width="22" height="46" fill="#f8fafc"/>
    <g transform="rotate(-28 470 190)">
      <rect x="370" y="176" width="190" height="28" fill="#facc15"/>
      <path d="M560 176 L604 190 L560 204 Z" fill="#fde68a"/>
      <rect x="356" y="176" width="16" height="28" fill="#f472b6"/>
    </g>`,
  tools: (p) => `
    <g transform="rotate(-32 400 300)">
      <rect x="380" y="190" width="42" height="310" rx="14" fill="#b45309"/>
      <rect x="296" y="140" width="210" height="74" rx="12" fill="#6b7280"/>
    </g>
    <g transform="rotate(38 400 300)">
      <rect x="386" y="300" width="30" height="130" rx="12" fill="${p.main}"/>
      <rect x="394" y="150" width="14" height="160" fill="#cbd5e1"/>
      <path d="M394 150 L401 128 L408 150 Z" fill="#cbd5e1"/>
    </g>`,
  speaker: (p) => `
    <rect x="270" y="70" width="260" height="440" rx="40" fill="#111827"/>
    <circle cx="400" cy="190" r="70" fill="#374151"/>
    <circle cx="400" cy="190" r="34" fill="${p.main}"/>
    <circle cx="400" cy="370" r="100" fill="#374151"/>
    <circle cx="400" cy="370" r="52" fill="${p.main}"/>
    <circle cx="400" cy="370" r="110" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.7"/>
    <rect x="330" y="96" width="140" height="12" rx="6" fill="${p.light}" opacity="0.8"/>`,
  camera: (p) => `
    <rect x="330" y="150" width="120" height="50" rx="10" fill="#1f2937"/>
    <rect x="190" y="190" width="420" height="250" rx="30" fill="#111827"/>
    <rect x="210" y="210" width="90" height="26" rx="8" fill="${p.main}"/>
    <circle cx="400" cy="320" r="100" fill="#374151"/>
    <circle cx="400" cy="320" r="72" fill="url(#screen)"/>
    <circle cx="372" cy="292" r="16" fill="#ffffff" opacity="0.55"/>
    <circle cx="560" cy="230" r="12" fill="#fca5a5"/>`,
  tablet: (p) => `
    <rect x="210" y="100" width="380" height="400" rx="30" fill="#111827"/>
    <rect x="228" y="118" width="344" height="364" rx="14" fill="url(#screen)"/>
    <circle cx="400" cy="109" r="4" fill="#4b5563"/>
    <rect x="262" y="160" width="220" height="18" rx="9" fill="${p.light}" opacity="0.8"/>
    <rect x="262" y="196" width="260" height="14" rx="7" fill="${p.light}" opacity="0.6"/>
    <rect x="262" y="224" width="200" height="14" rx="7" fill="${p.light}" opacity="0.6"/>`,
  shelf: (p) => `
    <rect x="200" y="90" width="400" height="400" rx="8" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/>
    <path d="M300 90 V490 M400 90 V490 M500 90 V490 M200 190 H600 M200 290 H600 M200 390 H600"
      stroke="#cbd5e1" stroke-width="10"/>
    <rect x="216" y="106" width="70" height="70" rx="6" fill="${p.main}"/>
    <rect x="416" y="206" width="70" height="70" rx="6" fill="${p.dark}"/>
    <rect x="516" y="306" width="70" height="70" rx="6" fill="${p.accent}"/>
    <rect x="316" y="406" width="70" height="70" rx="6" fill="${p.main}"/>
    <rect x="320" y="222" width="16" height="56" fill="${p.dark}"/>
    <rect x="342" y="228" width="16" height="50" fill="${p.accent}"/>`,
  fridge: (p) => `
    <rect x="280" y="60" width="240" height="460" rx="22" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/>
    <path d="M283 230 H517" stroke="#cbd5e1" stroke-width="6"/>
    <rect x="300" y="120" width="14" height="80" rx="7" fill="#94a3b8"/>
    <rect x="300" y="260" width="14" height="120" rx="7" fill="#94a3b8"/>
    <rect x="430" y="90" width="64" height="30" rx="6" fill="${p.main}" opacity="0.8"/>`,
  'air-conditioner': (p) => `
    <rect x="130" y="170" width="540" height="170" rx="34" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/>
    <path d="M170 290 H630" stroke="#94a3b8" stroke-width="8" stroke-linecap="round"/>
    <path d="M170 312 H630" stroke="#cbd5e1" stroke-width="8" stroke-linecap="round"/>
    <circle cx="600" cy="220" r="10" fill="${p.main}"/>
    <path d="M250 380 q20 40 0 80 M400 380 q20 40 0 80 M550 380 q20 40 0 80" stroke="${p.light}"
      stroke-width="10" fill="none" stroke-linecap="round"/>`,
  watch: (p) => `
    <rect x="340" y="60" width="120" height="170" rx="20" fill="${p.dark}"/>
    <rect x="340" y="370" width="120" height="170" rx="20" fill="${p.dark}"/>
    <circle cx="400" cy="300" r="130" fill="#111827"/>
    <circle cx="400" cy="300" r="104" fill="url(#screen)"/>
    <path d="M400 300 V222 M400 300 L456 330" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>
    <rect x="526" y="280" width="26" height="40" rx="8" fill="#374151"/>`,
  sunglasses: (p) => `
    <path d="M150 230 H650" stroke="#111827" stroke-width="22" stroke-linecap="round"/>
    <path d="M170 236 H370 Q370 390 270 390 Q170 390 170 236 Z" fill="#111827"/>
    <path d="M430 236 H630 Q630 390 530 390 Q430 390 430 236 Z" fill="#111827"/>
    <path d="M196 256 H344 Q340 366 270 366 Q200 366 196 256 Z" fill="url(#screen)" opacity="0.85"/>
    <path d="M456 256 H604 Q600 366 530 366 Q460 366 456 256 Z" fill="url(#screen)" opacity="0.85"/>
    <path d="M370 250 Q400 226 430 250" stroke="#111827" stroke-width="18" fill="none"/>
    <circle cx="230" cy="290" r="14" fill="${p.light}" opacity="0.7"/>`,
  helmet: (p) => `
    <path d="M190 390 Q190 120 410 120 Q620 120 620 360 L620 420 H250 Q190 420 190 390 Z" fill="${p.main}"/>
    <path d="M400 250 H610 Q630 250 630 280 V340 Q630 370 600 370 H420 Q390 370 390 330 V270 Q390 250 400 250 Z"
      fill="#111827"/>
    <path d="M420 270 H600 V340 H420 Z" fill="url(#screen)" opacity="0.7"/>
    <path d="M230 200 Q330 150 420 160" stroke="${p.light}" stroke-width="16" fill="none" stroke-linecap="round"/>
    <rect x="250" y="408" width="370" height="24" rx="10" fill="${p.dark}"/>`,
  guitar: (p) => `
    <g transform="rotate(-35 400 300)">
      <rect x="382" y="40" width="36" height="260" rx="8" fill="#3f2a1d"/>
      <rect x="372" y="20" width="56" height="60" rx="12" fill="#1f2937"/>
      <circle cx="400" cy="330" r="92" fill="${p.main}"/>
      <circle cx="400" cy="450" r="118" fill="${p.main}"/>
      <circle cx="400" cy="372" r="34" fill="#1f2937"/>
      <rect x="360" y="470" width="80" height="18" rx="6" fill="#1f2937"/>
      <path d="M392 40 V480 M408 40 V480" stroke="#e5e7eb" stroke-width="3"/>
    </g>`,
  tent: (p) => `
    <path d="M400 110 L660 470 H140 Z" fill="${p.main}"/>
    <path d="M400 110 L480 470 H320 Z" fill="${p.dark}"/>
    <path d="M400 250 L450 470 H350 Z" fill="#1f2937" opacity="0.8"/>
    <path d="M400 110 L400 80" stroke="#1f2937" stroke-width="10" stroke-linecap="round"/>
    <path d="M140 470 L100 500 M660 470 L700 500" stroke="#6b7280" stroke-width="8" stroke-linecap="round"/>`,
};

/** Framing per variant: rotation (degrees), scale and offset (px), plus a background hue shift. */
const FRAMINGS = [
  { rotate: 0, scale: 1, dx: 0, dy: 0, hueShift: 0 },
  { rotate: -6, scale: 0.86, dx: -40, dy: 14, hueShift: 14 },
  { rotate: 5, scale: 1.1, dx: 30, dy: -6, hueShift: -14 },
] as const;

/** What a demo listing's pictures show: a drawing of its kind of item, or a card with its name. */
export type DemoPicture = { drawing: DemoDrawing } | { label: string };

// The name card's font: outlines from a TrueType file shipped on npm, so no system font is needed.
const fontFile = readFileSync(
  createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
);
let font: opentype.Font | undefined;
function nameFont(): opentype.Font {
  font ??= opentype.parse(
    fontFile.buffer.slice(fontFile.byteOffset, fontFile.byteOffset + fontFile.byteLength),
  );
  return font;
}

/** `text` as one SVG path starting at (x, baseline), glyph by glyph (Latin needs no shaping), and its width. */
function textPath(text: string, x: number, baseline: number, size: number): { d: string; width: number } {
  const f = nameFont();
  let cursor = x;
  let d = '';
  for (const char of Array.from(text)) {
    const glyph = f.charToGlyph(char);
    d += glyph.getPath(cursor, baseline, size).toPathData(1);
    cursor += ((glyph.advanceWidth ?? f.unitsPerEm / 2) * size) / f.unitsPerEm;
  }
  return { d, width: cursor - x };
}

function textWidth(text: string, size: number): number {
  return textPath(text, 0, 0, size).width;
}

/** Breaks `text` into at most `maxLines` lines no wider than `maxWidth` at `size`, or null if it does not fit. */
function wrap(text: string, size: number, maxWidth: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (!line || textWidth(word, size) > maxWidth) return null;
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** The item's name, centred in lines on a white card, in the largest size (64 px down to 28 px) that fits. */
function nameCard(label: string, palette: Palette): string {
  const cardWidth = 600;
  const inner = cardWidth - 80;
  let size = 64;
  let lines = wrap(label, size, inner, 3);
  while (!lines && size > 28) {
    size -= 4;
    lines = wrap(label, size, inner, 4);
  }
  lines ??= [label];
  const lineHeight = size * 1.25;
  const cardHeight = Math.max(260, lines.length * lineHeight + 150);
  const top = 300 - cardHeight / 2;
  const firstBaseline = 300 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35 + 20;
  const paths = lines
    .map((line, i) => {
      const width = textWidth(line, size);
      return `<path d="${textPath(line, 400 - width / 2, firstBaseline + i * lineHeight, size).d}"/>`;
    })
    .join('');
  return `
    <rect x="${400 - cardWidth / 2}" y="${top}" width="${cardWidth}" height="${cardHeight}" rx="28" fill="#ffffff"
      opacity="0.94"/>
    <rect x="${400 - cardWidth / 2}" y="${top}" width="${cardWidth}" height="22" rx="11" fill="${palette.main}"/>
    <g fill="${palette.dark}">${paths}</g>`;
}

/**
 * The SVG source of one demo photo.
 * @param picture what it shows: a drawing of the item's kind, or a card with the item's name
 * @param category the listing's category, which gives the colours
 * @param variant 0..DEMO_PHOTO_VARIANTS-1; other values wrap round
 * @returns an 800×600 SVG document (text drawn as outlines, no external references)
 */
export function demoPhotoSvg(picture: DemoPicture, category: SeedCategoryName, variant: number): string {
  const framing = FRAMINGS[((variant % FRAMINGS.length) + FRAMINGS.length) % FRAMINGS.length] ?? FRAMINGS[0];
  const hue = CATEGORY_HUE[category] + framing.hueShift;
  const palette: Palette = {
    main: hsl(hue, 62, 46),
    dark: hsl(hue, 40, 26),
    light: hsl(hue, 70, 84),
    accent: hsl(hue + 150, 65, 55),
  };
  const decoration =
    variant % FRAMINGS.length === 1
      ? `<circle cx="120" cy="110" r="90" fill="#ffffff" opacity="0.18"/>
         <circle cx="700" cy="520" r="140" fill="#ffffff" opacity="0.12"/>`
      : variant % FRAMINGS.length === 2
        ? `<path d="M0 600 L520 0 H800 L280 600 Z" fill="#ffffff" opacity="0.10"/>`
        : '';
  const transform = `translate(${400 + framing.dx} ${300 + framing.dy}) rotate(${framing.rotate}) scale(${framing.scale}) translate(-400 -300)`;
  const item =
    'drawing' in picture
      ? `<ellipse cx="${400 + framing.dx}" cy="${512 + framing.dy}" rx="${250 * framing.scale}" ry="26" fill="#000000" opacity="0.16"/>
  <g transform="${transform}">${ITEM_DRAWINGS[picture.drawing](palette)}</g>`
      : // A neutral picture: the name stays level and legible in every variant.
        nameCard(picture.label, palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 55, 90)}"/>
      <stop offset="1" stop-color="${hsl(hue, 42, 68)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.4" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue + 40, 75, 62)}"/>
      <stop offset="1" stop-color="${hsl(hue - 30, 70, 38)}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${decoration}
  ${item}
</svg>`;
}

/**
 * Renders one demo photo and runs it through the upload pipeline (`processPhoto`), so demo listings get
 * exactly the WebP variants a real upload gets.
 * @returns thumb (≤ 400 px WebP), large (800×600 WebP: never enlarged) and the large size in px
 * @throws AppError from `processPhoto` only if sharp cannot render the SVG (a bug in the drawing)
 */
export async function renderDemoPhoto(
  picture: DemoPicture,
  category: SeedCategoryName,
  variant: number,
): Promise<ProcessedImage> {
  const png = await sharp(Buffer.from(demoPhotoSvg(picture, category, variant)))
    .png()
    .toBuffer();
  return processPhoto(png);
}
