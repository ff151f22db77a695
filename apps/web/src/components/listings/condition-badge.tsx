import type { ListingCondition } from '@marketplace/contract/listings-messages';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Spec 02 §9: conditions containing "new", "good" or "fair" each get their own style; the rest a neutral one. */
function conditionClass(condition: ListingCondition): string {
  if (condition.includes('new')) return 'border-transparent bg-emerald-100 text-emerald-900';
  if (condition.includes('good')) return 'border-transparent bg-sky-100 text-sky-900';
  if (condition.includes('fair')) return 'border-transparent bg-amber-100 text-amber-900';
  return 'border-transparent bg-slate-200 text-slate-900';
}

export function ConditionBadge({
  condition,
  className,
}: {
  condition: ListingCondition;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className={cn(conditionClass(condition), className)}>
      {t(`condition.${condition}`, { defaultValue: condition })}
    </Badge>
  );
}
