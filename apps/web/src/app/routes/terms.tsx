import { PageMeta } from '@/components/layout/page-meta';
import { TermsPage } from '@/features/site-pages/components/terms-page';

/** /terms (spec 01 §1, §2). */
export function Component() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description="The rules for using the marketplace: who can register, what may be listed, liability, disputes and changes."
      />
      <TermsPage />
    </>
  );
}
