/**
 * Issue #15: show a component test's page in Dhivehi (`await showInDhivehi()` before rendering). The test
 * setup puts English back after each test, as every other test expects.
 */
import i18next from 'i18next';
import { applyDocumentLanguage, NAMESPACES } from '@/i18n/i18n';
import { dv } from '@/i18n/locales/dv';

export async function showInDhivehi(): Promise<void> {
  for (const namespace of NAMESPACES) i18next.addResourceBundle('dv', namespace, dv[namespace], true, true);
  await i18next.changeLanguage('dv');
  applyDocumentLanguage('dv');
}
