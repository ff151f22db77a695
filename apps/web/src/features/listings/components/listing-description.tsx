import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { descriptionPreview } from '../utils/description-preview';

/** The seller's description as plain text with its line breaks, cut at 100 characters (between words) with
 * Read More / Read Less. */
export function ListingDescription({ text }: { text: string }) {
  const { t } = useTranslation('listings');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = descriptionPreview(text);
  const isLong = preview !== null;
  const shown = !isLong || expanded ? text : preview;

  return (
    <div>
      <p id={id} dir="auto" className="whitespace-pre-line break-words text-sm leading-relaxed">
        {shown}
      </p>
      {isLong ? (
        <Button
          type="button"
          variant="link"
          className="h-auto px-0 py-1"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('description.readLess') : t('description.readMore')}
        </Button>
      ) : null}
    </div>
  );
}
