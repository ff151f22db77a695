import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Spec 02 §4 account status: active → success, banned → destructive, suspended → warning, else Unknown. */
const STATUS_BADGES = {
  active: 'success',
  banned: 'destructive',
  suspended: 'warning',
} as const satisfies Record<string, 'success' | 'destructive' | 'warning'>;

export function UserStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('admin');
  if (!status || !Object.hasOwn(STATUS_BADGES, status)) {
    return <Badge variant="outline">{t('userStatus.unknown')}</Badge>;
  }
  const known = status as keyof typeof STATUS_BADGES;
  return <Badge variant={STATUS_BADGES[known]}>{t(`userStatus.${known}`)}</Badge>;
}
