import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './bootstrap.scss';
import './styles.css';
import { startFirstRequests } from './app/first-requests.ts';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

// The dashboard's first requests go out before the router and React start (app/first-requests.ts).
const queryClient = createQueryClient();
startFirstRequests(queryClient);
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
