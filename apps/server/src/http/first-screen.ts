import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/*
 * Pages rendered by the server (docs/architecture.md, "First screen"): a phone's dashboard and the
 * login page. On a slow phone a page painted by JavaScript shows only after the HTML, the entry,
 * its run (and for the dashboard the page's lazy code and the API's answers); these pages come
 * with their content in the HTML. The web build writes the renderer (apps/web/src/ssr/first-screen.tsx
 * → dist-ssr/) and the pages it renders into (phone-dashboard.html, login.html;
 * apps/web/dashboard-html.ts). For the dashboard the server answers the page's reads by calling
 * its own routes with the visitor's cookie (the same handlers, policies and JSON as the client's
 * requests); the login page is for a visitor without a session, whose profile is null. The page
 * is rendered with the answers, which are written into it for the client.
 */

type Answers = Record<string, unknown>;
interface Renderer {
  FIRST_SCREEN_READS: Record<string, string>;
  FIRST_SCREEN_SLOTS: { markup: string; data: string };
  FIRST_SCREEN_DATA_ID: string;
  renderFirstScreen(url: string, answers: Answers): Promise<string | null>;
}

/**
 * A phone, by the hint Chromium sends with every request (Sec-CH-UA-Mobile), else by "Mobi" in the
 * user agent (Safari and Firefox send no client hints; MDN's advice for telling phones apart).
 * A phone held sideways past 767 px shows the phone's list until the client renders the desktop
 * dashboard in its place.
 */
export function isPhone(headers: FastifyRequest['headers']): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi/.test(headers['user-agent'] ?? '');
}

/** JSON inside a <script> element: no "</script>" or "<!--" can end or change it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/**
 * The page compressed for the request, as the static files are (brotli, else gzip). Quality 5
 * keeps it to about a millisecond for a page of events.
 */
export function compressPage(acceptEncoding: string | undefined, page: string): { encoding: string | null; body: Buffer | string } {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) {
    return { encoding: 'br', body: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: gzipSync(page, { level: 6 }) };
  return { encoding: null, body: page };
}

export interface FirstScreen {
  /** A phone's dashboard for this request, or null when it cannot be rendered (a read not answered 200). */
  dashboard(app: FastifyInstance, request: FastifyRequest): Promise<string | null>;
  /** The login page for a visitor without a session cookie, or null when it cannot be rendered. */
  login(request: FastifyRequest): Promise<string | null>;
}

/** The renderer of the web build, or null when the build has none (the client renders every page). */
export async function loadFirstScreen(webDist: string, log: FastifyBaseLogger): Promise<FirstScreen | null> {
  const rendererFile = path.join(webDist, '../dist-ssr/first-screen.js');
  const pageFiles = { dashboard: path.join(webDist, 'phone-dashboard.html'), login: path.join(webDist, 'login.html') };
  if (![rendererFile, ...Object.values(pageFiles)].every((file) => existsSync(file))) return null;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
  const { FIRST_SCREEN_SLOTS: slots, FIRST_SCREEN_DATA_ID: dataId } = renderer;
  const pages = { dashboard: readFileSync(pageFiles.dashboard, 'utf8'), login: readFileSync(pageFiles.login, 'utf8') };
  for (const [name, page] of Object.entries(pages)) {
    if (!page.includes(slots.markup) || !page.includes(slots.data)) throw new Error(`${pageFiles[name as keyof typeof pages]} has no slots for the first screen`);
  }

  /** The page rendered with the answers and holding them; null (and the failure logged) if the render fails. */
  async function render(page: string, request: FastifyRequest, answers: Answers): Promise<string | null> {
    try {
      const markup = await renderer.renderFirstScreen(`http://localhost${request.url}`, answers);
      if (markup === null) return null;
      return page
        .replace(slots.markup, () => markup)
        .replace(slots.data, () => `<script type="application/json" id="${dataId}">${scriptJson(answers)}</script>`);
    } catch (error) {
      // The client renders the page as it does everywhere else; the failure is a bug to see in the log.
      log.error({ err: error, url: request.url }, 'first screen render failed');
      return null;
    }
  }

  return {
    async dashboard(app, request) {
      const headers = { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' };
      const reads = Object.entries(renderer.FIRST_SCREEN_READS);
      const replies = await Promise.all(reads.map(([, url]) => app.inject({ method: 'GET', url, headers })));
      if (replies.some((reply) => reply.statusCode !== 200)) return null;
      return render(pages.dashboard, request, Object.fromEntries(reads.map(([name], i) => [name, replies[i].json()])));
    },
    login: (request) => render(pages.login, request, { profile: null }),
  };
}
