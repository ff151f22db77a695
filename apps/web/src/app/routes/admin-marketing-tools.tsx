import { MARKETING_MESSAGES } from '@marketplace/contract/marketing';
import { MarketingToolsPage } from '@/features/admin/marketing/components/marketing-tools-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /admin/marketing-tools: social media posts for approved listings (spec 02 §2 Marketing tools). */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`${MARKETING_MESSAGES.heading} | ${siteName}`}</title>
      <MarketingToolsPage />
    </>
  );
}
