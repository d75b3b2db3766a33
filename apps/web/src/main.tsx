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
import { yieldToMain } from './lib/yield-to-main.ts';

/*
 * The start in three tasks instead of one (~45 ms on a fast laptop, four times that on a slow
 * phone, during which the page answers no tap): the modules' evaluation with the first requests,
 * then React Router's start (its first navigation starts the page's lazy code), then the first
 * render. The dashboard's first requests go out before the router and React start
 * (app/first-requests.ts).
 */
async function start() {
  const queryClient = createQueryClient();
  startFirstRequests(queryClient);
  await yieldToMain();
  const router = createRouter();
  await yieldToMain();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
