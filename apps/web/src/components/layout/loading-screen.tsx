import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Full-screen wait shown until the first session check finishes (spec 01 §2). */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background"
    >
      <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-primary" />
      <p className="text-sm font-medium text-muted-foreground">{label ?? t('shell.loadingApplication')}</p>
    </div>
  );
}
