/**
 * Placeholder "photos" for the demo catalogue, drawn as SVG and rasterised by sharp: no downloads, no
 * network, no fonts (a fresh machine may have none, so the pictures carry no text). Each category gets a
 * simple drawing of a typical item on a gradient in the category's colour; the variant changes the
 * framing, as a second or third photo of the same item would.
 */
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

/** The item drawing for each category, in 800×600 coordinates around the centre (400, 300). */
const ITEM_DRAWINGS: Record<SeedCategoryName, (p: Palette) => string> = {
  Electronics: () => `
    <rect x="170" y="130" width="460" height="290" rx="18" fill="#1f2937"/>
    <rect x="188" y="148" width="424" height="254" rx="8" fill="url(#screen)"/>
    <rect x="380" y="420" width="40" height="48" fill="#374151"/>
    <rect x="300" y="466" width="200" height="16" rx="8" fill="#374151"/>`,
  'Mobile Phones & Tablets': (p) => `
    <rect x="300" y="80" width="200" height="410" rx="36" fill="#111827"/>
    <rect x="313" y="93" width="174" height="384" rx="26" fill="url(#screen)"/>
    <rect x="368" y="104" width="64" height="16" rx="8" fill="#111827"/>
    <rect x="340" y="300" width="120" height="14" rx="7" fill="${p.light}" opacity="0.8"/>
    <rect x="340" y="326" width="80" height="14" rx="7" fill="${p.light}" opacity="0.6"/>`,
  'Computers & Laptops': (p) => `
    <rect x="220" y="120" width="360" height="250" rx="14" fill="#374151"/>
    <rect x="236" y="136" width="328" height="218" rx="4" fill="url(#screen)"/>
    <path d="M160 378 H640 L606 424 H194 Z" fill="#cbd5e1"/>
    <rect x="355" y="384" width="90" height="9" rx="4" fill="#94a3b8"/>
    <rect x="258" y="160" width="140" height="14" rx="7" fill="${p.light}" opacity="0.7"/>`,
  Furniture: (p) => `
    <rect x="210" y="170" width="380" height="170" rx="34" fill="${p.main}"/>
    <rect x="240" y="310" width="320" height="100" rx="22" fill="${p.light}"/>
    <rect x="170" y="270" width="84" height="170" rx="30" fill="${p.dark}"/>
    <rect x="546" y="270" width="84" height="170" rx="30" fill="${p.dark}"/>
    <rect x="200" y="436" width="22" height="46" rx="6" fill="#3f2a1d"/>
    <rect x="578" y="436" width="22" height="46" rx="6" fill="#3f2a1d"/>`,
  'Home & Kitchen': (p) => `
    <path d="M250 250 H550 V410 Q550 470 490 470 H310 Q250 470 250 410 Z" fill="${p.main}"/>
    <rect x="232" y="232" width="336" height="30" rx="15" fill="${p.dark}"/>
    <rect x="186" y="286" width="76" height="24" rx="12" fill="${p.dark}"/>
    <rect x="538" y="286" width="76" height="24" rx="12" fill="${p.dark}"/>
    <path d="M300 232 Q400 160 500 232 Z" fill="${p.dark}"/>
    <circle cx="400" cy="178" r="16" fill="${p.light}"/>
    <path d="M360 140 q-16 -24 0 -48 M400 130 q-16 -24 0 -48 M440 140 q-16 -24 0 -48" stroke="#ffffff"
      stroke-width="8" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  Appliances: (p) => `
    <rect x="260" y="96" width="280" height="390" rx="22" fill="#f8fafc" stroke="#cbd5e1" stroke-width="5"/>
    <path d="M262 170 V118 Q262 98 282 98 H518 Q538 98 538 118 V170 Z" fill="#e2e8f0"/>
    <circle cx="306" cy="134" r="15" fill="${p.main}"/>
    <rect x="400" y="124" width="110" height="20" rx="10" fill="#94a3b8"/>
    <circle cx="400" cy="322" r="118" fill="#94a3b8"/>
    <circle cx="400" cy="322" r="92" fill="url(#screen)" opacity="0.9"/>
    <path d="M340 300 q30 -30 60 0 t60 0" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.6"/>`,
  'Fashion & Clothing': (p) => `
    <path d="M312 112 L248 136 L150 214 L208 296 L262 262 V486 H538 V262 L592 296 L650 214 L552 136
      L488 112 Q400 176 312 112 Z" fill="${p.main}"/>
    <path d="M312 112 Q400 176 488 112" stroke="${p.dark}" stroke-width="12" fill="none"/>
    <rect x="262" y="420" width="276" height="18" fill="${p.light}" opacity="0.7"/>`,
  'Baby & Kids': (p) => `
    <circle cx="326" cy="140" r="42" fill="${p.dark}"/>
    <circle cx="474" cy="140" r="42" fill="${p.dark}"/>
    <ellipse cx="400" cy="392" rx="124" ry="112" fill="${p.main}"/>
    <circle cx="266" cy="350" r="46" fill="${p.dark}"/>
    <circle cx="534" cy="350" r="46" fill="${p.dark}"/>
    <circle cx="318" cy="474" r="50" fill="${p.dark}"/>
    <circle cx="482" cy="474" r="50" fill="${p.dark}"/>
    <circle cx="400" cy="210" r="98" fill="${p.main}"/>
    <ellipse cx="400" cy="244" rx="42" ry="32" fill="${p.light}"/>
    <circle cx="364" cy="190" r="11" fill="#111827"/>
    <circle cx="436" cy="190" r="11" fill="#111827"/>
    <circle cx="400" cy="232" r="13" fill="#111827"/>
    <ellipse cx="400" cy="400" rx="60" ry="56" fill="${p.light}" opacity="0.8"/>`,
  'Sports & Fitness': (p) => `
    <rect x="240" y="284" width="320" height="32" rx="12" fill="#94a3b8"/>
    <rect x="196" y="196" width="56" height="208" rx="14" fill="${p.dark}"/>
    <rect x="152" y="224" width="44" height="152" rx="12" fill="${p.main}"/>
    <rect x="548" y="196" width="56" height="208" rx="14" fill="${p.dark}"/>
    <rect x="604" y="224" width="44" height="152" rx="12" fill="${p.main}"/>`,
  'Fishing & Diving Gear': (p) => `
    <path d="M220 285 H150" stroke="#111827" stroke-width="30" stroke-linecap="round"/>
    <path d="M580 285 H620" stroke="#111827" stroke-width="30" stroke-linecap="round"/>
    <rect x="216" y="196" width="368" height="178" rx="72" fill="${p.dark}"/>
    <rect x="242" y="220" width="148" height="130" rx="52" fill="url(#screen)"/>
    <rect x="410" y="220" width="148" height="130" rx="52" fill="url(#screen)"/>
    <path d="M366 368 Q400 418 434 368" stroke="${p.dark}" stroke-width="26" fill="none"/>
    <rect x="618" y="80" width="28" height="300" rx="14" fill="#facc15"/>
    <path d="M632 380 Q632 440 570 440" stroke="#facc15" stroke-width="28" fill="none" stroke-linecap="round"/>`,
  'Boats & Marine': (p) => `
    <rect x="296" y="226" width="190" height="100" rx="12" fill="#f8fafc"/>
    <rect x="318" y="248" width="54" height="38" rx="6" fill="url(#screen)"/>
    <rect x="390" y="248" width="76" height="38" rx="6" fill="url(#screen)"/>
    <rect x="620" y="300" width="34" height="120" rx="8" fill="#111827"/>
    <path d="M140 326 H650 L584 436 H214 Z" fill="#f8fafc"/>
    <rect x="140" y="318" width="510" height="20" fill="${p.dark}"/>
    <path d="M-200 430 Q-100 400 0 430 T200 430 T400 430 T600 430 T800 430 T1000 430 V800 H-200 Z" fill="${p.main}" opacity="0.85"/>`,
  'Motorbikes & Scooters': (p) => `
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
  Bicycles: (p) => `
    <circle cx="250" cy="380" r="96" fill="none" stroke="#111827" stroke-width="16"/>
    <circle cx="550" cy="380" r="96" fill="none" stroke="#111827" stroke-width="16"/>
    <path d="M250 380 L362 380 L480 252 L330 252 Z M362 380 L312 218 M480 252 L550 380 M470 212 L480 252"
      stroke="${p.main}" stroke-width="15" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
    <rect x="278" y="204" width="72" height="18" rx="9" fill="${p.dark}"/>
    <path d="M446 208 H512" stroke="${p.dark}" stroke-width="15" stroke-linecap="round"/>
    <circle cx="362" cy="380" r="20" fill="${p.dark}"/>`,
  'Books & Stationery': (p) => `
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
  'Tools & Hardware': (p) => `
    <g transform="rotate(-32 400 300)">
      <rect x="380" y="190" width="42" height="310" rx="14" fill="#b45309"/>
      <rect x="296" y="140" width="210" height="74" rx="12" fill="#6b7280"/>
    </g>
    <g transform="rotate(38 400 300)">
      <rect x="386" y="300" width="30" height="130" rx="12" fill="${p.main}"/>
      <rect x="394" y="150" width="14" height="160" fill="#cbd5e1"/>
      <path d="M394 150 L401 128 L408 150 Z" fill="#cbd5e1"/>
    </g>`,
  Other: (p) => `
    <rect x="250" y="240" width="300" height="232" rx="8" fill="${p.main}"/>
    <rect x="228" y="190" width="344" height="62" rx="8" fill="${p.dark}"/>
    <rect x="384" y="190" width="32" height="282" fill="${p.accent}"/>
    <path d="M400 190 Q336 106 316 168 Q326 202 400 190 Q474 202 484 168 Q464 106 400 190 Z" fill="${p.accent}"/>`,
};

/** Framing per variant: rotation (degrees), scale and offset (px), plus a background hue shift. */
const FRAMINGS = [
  { rotate: 0, scale: 1, dx: 0, dy: 0, hueShift: 0 },
  { rotate: -6, scale: 0.86, dx: -40, dy: 14, hueShift: 14 },
  { rotate: 5, scale: 1.1, dx: 30, dy: -6, hueShift: -14 },
] as const;

/**
 * The SVG source of one demo photo.
 * @param category the category whose item is drawn
 * @param variant 0..DEMO_PHOTO_VARIANTS-1; other values wrap round
 * @returns an 800×600 SVG document (no text, no external references)
 */
export function demoPhotoSvg(category: SeedCategoryName, variant: number): string {
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
  <ellipse cx="${400 + framing.dx}" cy="${512 + framing.dy}" rx="${250 * framing.scale}" ry="26" fill="#000000" opacity="0.16"/>
  <g transform="${transform}">${ITEM_DRAWINGS[category](palette)}</g>
</svg>`;
}

/**
 * Renders one demo photo and runs it through the upload pipeline (`processPhoto`), so demo listings get
 * exactly the WebP variants a real upload gets.
 * @returns thumb (≤ 400 px WebP), large (800×600 WebP: never enlarged) and the large size in px
 * @throws AppError from `processPhoto` only if sharp cannot render the SVG (a bug in the drawing)
 */
export async function renderDemoPhoto(category: SeedCategoryName, variant: number): Promise<ProcessedImage> {
  const png = await sharp(Buffer.from(demoPhotoSvg(category, variant)))
    .png()
    .toBuffer();
  return processPhoto(png);
}
