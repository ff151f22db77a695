import { OFFER_MESSAGES } from '@marketplace/contract/offers-messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useContractMessage } from '@/i18n/contract-messages';

/**
 * The browse filter "Hide reserved items" (issue #13 item 3; `availability=available`). Staged like the other
 * filters of the panel: it reaches the results with Apply Filters.
 */
export function HideReservedFilter({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const { t } = useTranslation('offers');
  const m = useContractMessage();
  return (
    <fieldset className="grid gap-2.5 border-b pb-5">
      <legend className="mb-3 text-sm font-semibold">{t('filter.availability')}</legend>
      <div className="flex items-center gap-2">
        <Checkbox id={id} checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} />
        <Label htmlFor={id} className="cursor-pointer font-normal leading-snug">
          {m(OFFER_MESSAGES.hideReserved)}
        </Label>
      </div>
    </fieldset>
  );
}
