import { ModerationPage } from '@/features/admin/moderation/moderation-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /admin/moderation: the reports queue and its actions (issue #13 item 5). */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{`Moderation | ${siteName}`}</title>
      <ModerationPage />
    </>
  );
}
