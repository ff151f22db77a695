/**
 * Issue #16 item 17: each demo listing's generated photos show its own item — a drawing of its kind, or a
 * neutral card with its name drawn as outlines — never a picture of another item of the same category.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTINGS } from './demo-content';
import { DEMO_PHOTO_VARIANTS, demoPhotoSvg, type DemoPicture } from './demo-images';

const pictureOf = (listing: (typeof DEMO_LISTINGS)[number]): DemoPicture =>
  listing.picture ? { drawing: listing.picture } : { label: listing.name };

describe('demo photos (issue #16 item 17)', () => {
  it('gives two listings the same picture only when they are the same kind of item', () => {
    const svgs = DEMO_LISTINGS.map((listing) =>
      Array.from({ length: DEMO_PHOTO_VARIANTS }, (_, variant) =>
        demoPhotoSvg(pictureOf(listing), listing.category, variant),
      ),
    );
    for (const [i, a] of DEMO_LISTINGS.entries()) {
      for (const [j, b] of DEMO_LISTINGS.entries()) {
        if (j <= i || a.category !== b.category) continue;
        for (let variant = 0; variant < DEMO_PHOTO_VARIANTS; variant++) {
          const same = svgs[i]![variant] === svgs[j]![variant];
          expect(same, `${a.name} / ${b.name}`).toBe(a.picture !== undefined && a.picture === b.picture);
        }
      }
    }
  });

  it('shows the Dyson vacuum by name, not as the cooking pot of its category', () => {
    const dyson = DEMO_LISTINGS.find((l) => l.name === 'Dyson V8 cordless vacuum')!;
    const cookware = DEMO_LISTINGS.find((l) => l.name.startsWith('Non-stick cookware'))!;
    expect(dyson.picture).toBeUndefined();
    expect(cookware.picture).toBe('pot');
  });

  it('draws a name card as outlines (no <text>, no system font needed) that differ by name', async () => {
    const svg = demoPhotoSvg({ label: 'Dyson V8 cordless vacuum' }, 'Home & Kitchen', 0);
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+/);
    const render = (label: string) =>
      sharp(Buffer.from(demoPhotoSvg({ label }, 'Home & Kitchen', 0)))
        .raw()
        .toBuffer();
    const [one, other] = await Promise.all([
      render('Dyson V8 cordless vacuum'),
      render('Philips Airfryer XL'),
    ]);
    expect(one.equals(other)).toBe(false);
  });

  it('fits every listing name on its card', () => {
    for (const listing of DEMO_LISTINGS.filter((l) => !l.picture)) {
      const svg = demoPhotoSvg({ label: listing.name }, listing.category, 0);
      const xs = [...svg.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
      expect(Math.min(...xs), listing.name).toBeGreaterThanOrEqual(100);
      expect(Math.max(...xs), listing.name).toBeLessThanOrEqual(700);
    }
  });
});
