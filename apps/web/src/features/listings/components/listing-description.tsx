import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Spec 02 §9: the description preview is cut at 100 characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** The seller's description as plain text with its line breaks, cut at 100 characters with Read More / Read Less. */
export function ListingDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const chars = Array.from(text);
  const isLong = chars.length > DESCRIPTION_PREVIEW_LENGTH;
  const shown =
    !isLong || expanded ? text : `${chars.slice(0, DESCRIPTION_PREVIEW_LENGTH).join('').trimEnd()}…`;

  return (
    <div>
      <p id={id} className="whitespace-pre-line break-words text-sm leading-relaxed">
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
          {expanded ? 'Read Less' : 'Read More'}
        </Button>
      ) : null}
    </div>
  );
}
