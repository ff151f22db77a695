/**
 * Issue #15: show a component test's page in Dhivehi (`await showInDhivehi()` before rendering). The test
 * setup puts English back after each test, as every other test expects.
 */
import i18next from 'i18next';
import { applyDocumentLanguage, NAMESPACES } from '@/i18n/i18n';
import { dv } from '@/i18n/locales/dv';

export async function showInDhivehi(): Promise<void> {
  // The test setup started i18next for English only (`supportedLngs: ['en']`), which would make it ignore
  // Dhivehi's texts and show keys instead.
  const supported = i18next.options.supportedLngs;
  if (Array.isArray(supported) && !supported.includes('dv')) {
    const both = [...supported, 'dv'];
    i18next.options.supportedLngs = both;
    // i18next's language utilities keep their own copy of the list.
    (i18next.services.languageUtils as unknown as { supportedLngs: string[] }).supportedLngs = both;
  }
  for (const namespace of NAMESPACES) i18next.addResourceBundle('dv', namespace, dv[namespace], true, true);
  await i18next.changeLanguage('dv');
  applyDocumentLanguage('dv');
}
