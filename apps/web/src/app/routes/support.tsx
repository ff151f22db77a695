import { PageMeta } from '@/components/layout/page-meta';
import { FaqPage } from '@/features/site-pages/components/faq-page';

/** /support and /faq: the same FAQ page (spec 01 §2). */
export function Component() {
  return (
    <>
      <PageMeta
        title="Support & FAQ"
        description="Answers about listing review, payments, what you can sell and seller verification, and how to contact support."
      />
      <FaqPage />
    </>
  );
}
