import { PageMeta } from '@/components/layout/page-meta';
import { EarlyAccessSuccessPage } from '@/features/early-access/components/early-access-success-page';

/** /early-access-success (spec 01 §2): the thank-you page. */
export function Component() {
  return (
    <>
      <PageMeta title="You're on the list" description="Thanks for joining the early access list." />
      <EarlyAccessSuccessPage />
    </>
  );
}
