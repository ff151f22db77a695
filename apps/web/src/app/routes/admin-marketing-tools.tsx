import { MARKETING_MESSAGES } from '@marketplace/contract/marketing';
import { MarketingToolsPage } from '@/features/admin/marketing/components/marketing-tools-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useContractMessage } from '@/i18n/contract-messages';
import { useTranslation } from 'react-i18next';

/** /admin/marketing-tools: social media posts for approved listings (spec 02 §2 Marketing tools). */
export function Component() {
  const { t } = useTranslation();
  const message = useContractMessage();
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{t('pageTitle', { title: message(MARKETING_MESSAGES.heading), siteName })}</title>
      <MarketingToolsPage />
    </>
  );
}
