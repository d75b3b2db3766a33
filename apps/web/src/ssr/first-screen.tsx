import '../lib/zod-config.ts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { FIRST_SCREEN_READS, seedFirstScreen, type FirstScreenAnswers } from '../app/first-screen-data.ts';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_SLOTS } from '../app/first-screen-page.ts';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { renderAsPhone } from '../hooks/use-is-mobile.ts';
import { createQueryClient } from '../lib/query-client.ts';

/*
 * The server's build of the pages it renders (vite build --ssr, into apps/web/dist-ssr; loaded
 * by apps/server/src/http/first-screen.ts): a phone's dashboard and the login page. The same
 * routes and components as the client, rendered by react-dom/server with the answers of the page's reads at a phone's
 * width: the server sends the dashboard only to a phone, and the login page is the same at every
 * width. The client, seeded with the same answers, renders the same page and takes it over
 * (main.tsx). Everything else on the page (the festivities below the list, the menus, the forms
 * opened) is the client's, as before.
 */

// What the server needs to know of the page, defined once beside the client's side of it.
export { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_READS, FIRST_SCREEN_SLOTS };

renderAsPhone();

const handler = createStaticHandler(routes);

/** The page's markup for `url` (/, /dashboard or /login), or null when the routes answer otherwise (a redirect). */
export async function renderFirstScreen(url: string, answers: FirstScreenAnswers): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const client = createQueryClient();
  seedFirstScreen(client, answers);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender, unlike renderToString, waits for every lazy part of the page (the layout, the list).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
