import { DEFAULT_LANGUAGE, isLanguage, textDirection } from '@marketplace/contract/language';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useState, type ReactNode } from 'react';
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
 * App-wide context: server cache, the reading direction and the single toast. Tooltips bring their own
 * 300 ms provider (`@/components/ui/tooltip`), so Radix Tooltip is not part of every page's first load.
 */
export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <LanguageDirection>
        {children}
        <Toaster />
      </LanguageDirection>
    </QueryClientProvider>
  );
}
