import { PageMeta } from '@/components/layout/page-meta';
import { TestimonialsPage } from '@/features/testimonials/components/testimonials-page';
import { useSiteConfig } from '@/hooks/use-site-config';

/** /testimonials (spec 01 §2): approved testimonials and, for members, the submission form. */
export function Component() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <PageMeta
        title="Testimonials"
        description={`What buyers and sellers across the Maldives say about ${siteName}, and how to share your own experience.`}
      />
      <TestimonialsPage />
    </>
  );
}
