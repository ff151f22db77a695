import { PageMeta } from '@/components/layout/page-meta';
import { PrivacyPage } from '@/features/site-pages/components/privacy-page';

/** /privacy (spec 01 §2). */
export function Component() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="What personal data the marketplace collects, how it is used, who can see it and your choices."
      />
      <PrivacyPage />
    </>
  );
}
