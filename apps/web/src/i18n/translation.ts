/**
 * The shape every language's texts must have (issue #15 item 1): the same keys as English, each a string.
 * `Translation<typeof en>` makes a missing or extra key in Dhivehi a type error; `locales.test.ts` also
 * checks that both languages have the same keys, no empty text and the same `{{placeholders}}`.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
