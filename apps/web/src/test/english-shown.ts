/**
 * Component-test helpers for the Dhivehi checks of the talk features (conversations, offers, notifications,
 * safety; issue #15): which English texts a screen still shows.
 */
import { screen } from '@testing-library/react';

/** Every text of a resource tree or messages object without placeholders (functions and `{{…}}` texts left out). */
export function fixedTexts(tree: object): string[] {
  return Object.values(tree).flatMap((value): string[] => {
    if (typeof value === 'string') return value.includes('{{') ? [] : [value];
    return value && typeof value === 'object' ? fixedTexts(value as object) : [];
  });
}

/** The texts of `texts` the page shows as an element's whole text or as an accessible name or placeholder. */
export function shown(texts: readonly string[]): string[] {
  const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name)),
  );
  return texts.filter((text) => screen.queryAllByText(text.trim()).length > 0 || attributes.includes(text));
}
