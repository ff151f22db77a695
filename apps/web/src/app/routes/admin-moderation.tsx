import { ModerationPage } from '@/features/admin/moderation/moderation-page';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useTranslation } from 'react-i18next';

/** /admin/moderation: the reports queue and its actions (issue #13 item 5). */
export function Component() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig();
  return (
    <>
      <title>{t('pageTitle', { title: t('pages.admin.moderation'), siteName })}</title>
      <ModerationPage />
    </>
  );
}
