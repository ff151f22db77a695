import { MARKETING_MESSAGES } from '@marketplace/contract/marketing';
import { ImageIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/i18n/contract-messages';
import { ListingSearch } from './listing-search';
import { PostComposer } from './post-composer';

/**
 * /admin/marketing-tools (spec 02 §2 Marketing tools, §4): search an approved listing, pick it, preview its
 * 3:4 post card, download it as a PNG and copy its caption. One column on phones (picking scrolls to the
 * preview), search beside the post from `lg` up.
 */
export function MarketingToolsPage() {
  const { t } = useTranslation('admin');
  const message = useContractMessage();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const postRef = useRef<HTMLElement>(null);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{message(MARKETING_MESSAGES.heading)}</h1>
        <p className="text-sm text-muted-foreground">{message(MARKETING_MESSAGES.subtitle)}</p>
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="marketing-find" className="rounded-lg border bg-background p-3 sm:p-4">
          <h2 id="marketing-find" className="mb-3 text-lg font-semibold">
            {t('marketing.findListing')}
          </h2>
          <ListingSearch
            selectedId={selectedId}
            onSelect={(listing) => {
              setSelectedId(listing.id);
              if (!window.matchMedia('(min-width: 1024px)').matches) {
                postRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }
            }}
          />
        </section>

        <section
          ref={postRef}
          aria-labelledby="marketing-post"
          className="scroll-mt-20 rounded-lg border bg-background p-3 sm:p-4"
        >
          <h2 id="marketing-post" className="mb-3 text-lg font-semibold">
            {t('marketing.post')}
          </h2>
          {selectedId ? (
            <PostComposer listingId={selectedId} />
          ) : (
            <div className="flex flex-col items-center gap-2 py-16 text-center text-muted-foreground">
              <ImageIcon className="h-10 w-10" aria-hidden="true" />
              <p>{t('marketing.pickListing')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
