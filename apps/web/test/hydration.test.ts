// @vitest-environment happy-dom
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_DATA_ID, HYDRATED_EVENT } from '../src/app/first-screen-page.ts';
import type { FirstScreenAnswers } from '../src/app/first-screen-data.ts';

/*
 * The pages the server renders (src/ssr/first-screen.tsx) hydrate without a mismatch. React's
 * production build, which the browser tests run, reports only a mismatch it cannot keep (text,
 * elements); its development build, which Vitest runs, also warns of attributes and props that
 * differ. Here the server's renderer, built as `npm run build` builds it and run in a process of
 * its own as the server runs it, writes the pages; the client's entry (main.tsx) takes each over
 * at a phone's width, as in the browser, and any console error or warning fails the test.
 */

// The server renders in TZ_APP (server.ts sets TZ), and a parish's phones are in the same zone:
// the client side of this test too, or the hour after midnight there would render "včeraj" on
// one side and "danes" on the other. Node applies a change of TZ at once.
const machineTz = process.env.TZ;
process.env.TZ = 'Europe/Ljubljana';
afterAll(() => {
  if (machineTz === undefined) delete process.env.TZ;
  else process.env.TZ = machineTz;
});
const today = new Date().toISOString().slice(0, 10);
const event = (id: number, title: string) => ({
  id, title, date: today, time: '19:30', location: 'Kor', event_type: 'rehearsal', description: null,
  visibility: 'community', community_id: 3, community_name: 'Zbor sv. Nikolaja', setlist_id: null,
  owner_id: 7, owner_username: 'sopran', owner_display_name: 'Ana', organizer_id: 7,
  has_header_image: false, header_image_name: null, header_image_type: null, header_image_uploaded_at: null,
  created_at: `${today}T08:00:00Z`, updated_at: `${today}T08:00:00Z`,
  my_status: 'confirmed', attendee_count: 4, can_edit: true, can_delete: true, is_organizer: true,
});
const profile = {
  id: 7, username: 'sopran', email: 'ana@zbor.example', role: 'user', display_name: 'Ana', displayName: 'Ana',
  profile_image: null, profileImage: null, email_verified: true, is_approved: true, community_id: 3,
  group: 'Zbor sv. Nikolaja', communities: [{ id: 3, name: 'Zbor sv. Nikolaja', role: 'admin' }], created_at: '2026-01-01T00:00:00Z',
};
const dashboard: FirstScreenAnswers = {
  profile,
  communities: { communities: [{ id: 3, name: 'Zbor sv. Nikolaja', role: 'admin', member_count: 12 }] },
  unreadCount: { unread_count: 2 },
  events: { events: [event(11, 'Adventna vaja'), event(12, '<b>Maša</b> & "pevci"')], has_more: true, limit: 20, offset: 0 },
};

const WEB = path.resolve(import.meta.dirname, '..');
let markups: Record<string, string | null>;
let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'zb-ssr-'));
  execFileSync('npx', ['vite', 'build', '--ssr', 'src/ssr/first-screen.tsx', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: WEB,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const pages = { '/login': { profile: null }, '/dashboard': dashboard };
  const script = `const r = await import(${JSON.stringify(path.join(outDir, 'first-screen.js'))});
    const pages = ${JSON.stringify(pages)}; const out = {};
    for (const [url, answers] of Object.entries(pages)) out[url] = await r.renderFirstScreen('http://localhost' + url, answers);
    process.stdout.write(JSON.stringify(out));`;
  markups = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, TZ: 'Europe/Ljubljana' } }));
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

let complaints: string[] = [];
beforeEach(() => {
  complaints = [];
  const record = (...args: unknown[]) => void complaints.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
  window.addEventListener('error', (e) => record(e.message));
  // A phone: below both of the spec's breakpoints.
  (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({ width: 390, height: 844 });
  // The client's reads would go to a server: none must be made (the answers are in the page).
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('no network in this test'))));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The server's page for `path`, taken over by the client's entry; resolves once hydrated. */
async function serverPageTakenOver(path: '/login' | '/dashboard', answers: FirstScreenAnswers) {
  const markup = markups[path];
  expect(markup).toBeTruthy();
  window.history.replaceState(null, '', path);
  localStorage.clear();
  document.body.innerHTML = `<div id="root">${markup}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${JSON.stringify(answers).replaceAll('<', '\\u003c')}</script>`;
  const serverElement = document.querySelector('#root > *');
  const hydrated = new Promise((resolve) => document.addEventListener(HYDRATED_EVENT, resolve, { once: true }));
  await import('../src/main.tsx');
  await hydrated;
  // Hydration runs in slices after hydrateRoot returns.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { markup: markup!, serverElement };
}

it('the login page hydrates with no console error or warning', async () => {
  const { serverElement } = await serverPageTakenOver('/login', { profile: null });
  expect(document.querySelector('h1')?.textContent).toBe('Prijava');
  expect(document.querySelector('#root > *')).toBe(serverElement);
  expect(complaints).toEqual([]);
  expect(fetch).not.toHaveBeenCalled();
});

it("a phone's dashboard hydrates with no console error or warning", async () => {
  const { markup, serverElement } = await serverPageTakenOver('/dashboard', dashboard);
  expect(markup).toContain('Adventna vaja');
  expect(markup).toContain('&lt;b&gt;Maša&lt;/b&gt;');
  expect([...document.querySelectorAll('.mev-item__title')].map((node) => node.textContent)).toEqual(['Adventna vaja', '<b>Maša</b> & "pevci"']);
  expect(document.querySelector('#root > *')).toBe(serverElement);
  expect(complaints).toEqual([]);
});
