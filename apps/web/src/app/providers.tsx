import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

/**
 * Radix Toast (~25 KB of the first load) arrives just after the first screen instead of before it. Nothing is
 * lost meanwhile: `toast()` keeps its queue in `@/lib/toast-store`, which the Toaster shows once mounted.
 */
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one per page load. */
  queryClient?: QueryClient;
}

/**
 * App-wide context: server cache and the single toast. Tooltips bring their own 300 ms provider
 * (`@/components/ui/tooltip`), so Radix Tooltip is not part of every page's first load.
 */
export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
