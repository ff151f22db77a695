/** Typed keys (issue #15): `t('marketplace:unknownKey')` is a type error, so a key missing in English fails `tsc`. */
import 'i18next';
import type { Resources } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnNull: false;
  }
}
