import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { prefetchInitialData } from '@/app/prefetch';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

const queryClient = createQueryClient();
// Before the router asks for the page's code chunk, so data and code load side by side.
prefetchInitialData(queryClient, window.location);
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// Offline reading (issue #12): the worker's registration is loaded once the page has, never competing with
// the first screen.
const startOfflineReading = () => {
  import('@/lib/service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(() => {
      // Without a worker the app works as before, online only.
    });
};
if (document.readyState === 'complete') startOfflineReading();
else window.addEventListener('load', startOfflineReading, { once: true });
