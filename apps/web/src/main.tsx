import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { prefetchInitialData } from '@/app/prefetch';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';
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

// Offline reading (issue #12): after the page has loaded, never before the first screen.
registerServiceWorker();
