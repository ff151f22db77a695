/**
 * Issue #15: the English words left in a part of a page shown in Dhivehi, for a component test's
 * "no English remains" check. Looks at the visible text and at the attributes a reader hears or sees
 * (aria-label, title, placeholder, alt). `allowed` names texts that are the same in both languages (brand
 * names, the site's name, codes such as PD-000123, a member's own name).
 */
const READ_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

export function englishLeftIn(element: Element, allowed: readonly string[] = []): string[] {
  const texts = [element.textContent ?? ''];
  for (const node of [element, ...element.querySelectorAll('*')]) {
    for (const name of READ_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  const words: string[] = [];
  for (let text of texts) {
    for (const kept of allowed) text = text.replaceAll(kept, ' ');
    words.push(...(text.match(/[A-Za-z]{2,}/g) ?? []));
  }
  return [...new Set(words)];
}

/**
 * The English texts of a part of a namespace (`en.accounts.signUp`), as a reader would see them: `<tag>`s and
 * `{{placeholders}}` cut out, pieces without a word of 3 letters dropped. A Dhivehi screen must show none.
 */
export function englishTexts(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string'
      ? value
          .split(/<\/?\w+>|\{\{\s*\w+\s*\}\}/)
          .map((part) => part.trim())
          .filter((part) => /[A-Za-z]{3}/.test(part))
      : englishTexts(value as object),
  );
}
