/**
 * Test helper: makes `window.matchMedia` answer width queries as a screen `widthPx` wide would (1 rem =
 * 16 px), for components that choose what to show by width (issue #16: 360 px phones). Understands
 * `(min-width: …)`, `(max-width: …)` in px or rem, joined with `and`, optionally led by `not all and`.
 * Undo with `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

function toPx(value: string): number {
  const match = /^([\d.]+)(px|rem|em)$/.exec(value.trim());
  if (!match) throw new Error(`screen-width: cannot read "${value}"`);
  return Number(match[1]) * (match[2] === 'px' ? 1 : 16);
}

export function widthMatches(query: string, widthPx: number): boolean {
  let text = query.trim();
  let negate = false;
  if (text.startsWith('not all and ')) {
    negate = true;
    text = text.slice('not all and '.length);
  }
  const matches = text.split(/\s+and\s+/).every((part) => {
    const feature = /^\((min|max)-width:\s*([^)]+)\)$/.exec(part.trim());
    if (!feature) return false;
    const limit = toPx(feature[2]!);
    return feature[1] === 'min' ? widthPx >= limit : widthPx <= limit;
  });
  return negate ? !matches : matches;
}

export function stubScreenWidth(widthPx: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: widthMatches(query, widthPx),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
