import { DEFAULT_LANGUAGE, isLanguage, textDirection } from '@marketplace/contract/language';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one per page load. */
  queryClient?: QueryClient;
}

/**
 * The page's reading direction for Radix (issue #15 item 2): menus, selects, sliders, tabs and toasts mirror in
 * Dhivehi (right to left). It follows the language at once when the switch changes it, as `<html dir>` does.
 */
export function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return <Direction.Provider dir={textDirection(language)}>{children}</Direction.Provider>;
}

/**
 * The toast area, added once the page has hydrated (issue #12 §3, Total Blocking Time): Radix Toast hands its
 * viewport to its provider through a ref that sets state, so rendering it during hydration made React commit,
 * run every effect and render again in one long task. Neither the server's HTML nor hydration have it; after
 * mount it renders as a transition, in tasks of its own. Its code stays in the shell's chunk: loaded lazily,
 * Radix Toast's parts came as five more requests (+10 KB with headers on a cold page, measured). A toast raised
 * before then waits in the store (`toast()` in lib/toast-store.ts) and shows when the area arrives.
 */
export function DeferredToaster() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? <Toaster /> : null;
}

/**
 * App-wide context: server cache, the reading direction and the single toast. Tooltips bring their own
 * 300 ms provider (`@/components/ui/tooltip`), so Radix Tooltip is not part of every page's first load.
 */
export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <LanguageDirection>
        {children}
        <DeferredToaster />
      </LanguageDirection>
    </QueryClientProvider>
  );
}
