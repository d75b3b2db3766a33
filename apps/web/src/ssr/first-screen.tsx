import '../lib/zod-config.ts';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { FIRST_SCREEN_READS, seedFirstScreen, type FirstScreenAnswers } from '../app/first-screen-data.ts';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_SLOTS } from '../app/first-screen-page.ts';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { setServerMedia } from '../hooks/use-is-mobile.ts';
import { EVENTS_MOBILE_QUERY, MOBILE_QUERY } from '../lib/breakpoints.ts';
import { createQueryClient } from '../lib/query-client.ts';

/*
 * The server's build of the pages it renders (vite build --ssr, into apps/web/dist-ssr; loaded
 * by apps/server/src/http/first-screen.ts): a phone's dashboard and the login page. The same
 * routes and components as the client, rendered with the answers of the page's reads at a phone's
 * width: the server sends the dashboard only to a phone, and the login page is the same at every
 * width. The client, seeded with the same answers, renders the same page and takes it over
 * (main.tsx). Everything else on the page (the festivities below the list, the menus, the forms
 * opened) is the client's, as before.
 */

// What the server needs to know of the page, defined once beside the client's side of it.
export { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_READS, FIRST_SCREEN_SLOTS };

// A phone: below both of the spec's breakpoints (src/lib/breakpoints.ts), whatever its exact width.
const PHONE_QUERIES = new Set([MOBILE_QUERY, EVENTS_MOBILE_QUERY]);
setServerMedia((query) => PHONE_QUERIES.has(query));

const handler = createStaticHandler(routes);

/** The page's markup for `url` (/, /dashboard or /login), or null when the routes answer otherwise (a redirect). */
export async function renderFirstScreen(url: string, answers: FirstScreenAnswers): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const client = createQueryClient();
  seedFirstScreen(client, answers);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStringAsync(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
