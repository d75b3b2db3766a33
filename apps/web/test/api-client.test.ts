import { expect, it, vi } from 'vitest';
import { commonUi } from '@zborovodja/contracts';
import { json, stubApiBrowser } from './support/api-stub.ts';

// The client reads the csrf_token cookie from document.cookie; a minimal document is enough here.
const browser = stubApiBrowser();

it('fetches a token before the first write and sends it in X-CSRFToken', async () => {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, headers: (init.headers ?? {}) as Record<string, string> });
    if (url === '/api/get-csrf-token') {
      browser.cookie = 'csrf_token=tok1';
      return json(200, { csrf_token: 'tok1' });
    }
    return json(200, { ok: true });
  });
  const { api } = await import('../src/lib/api-client.ts');
  await api.put('/notifications/read-all');
  expect(calls.map((c) => c.url)).toEqual(['/api/get-csrf-token', '/api/notifications/read-all']);
  expect(calls[1].headers['X-CSRFToken']).toBe('tok1');
});

it('retries a CSRF rejection exactly once with a fresh token', async () => {
  browser.cookie = 'csrf_token=stale';
  const writes: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/get-csrf-token') {
      browser.cookie = 'csrf_token=fresh';
      return json(200, { csrf_token: 'fresh' });
    }
    const token = (init.headers as Record<string, string>)['X-CSRFToken'];
    writes.push(token);
    return token === 'fresh' ? json(200, { ok: true }) : json(400, { error: 'Zaščitni žeton CSRF manjka ali ni veljaven. Osvežite stran in poskusite znova.' });
  });
  const { api } = await import('../src/lib/api-client.ts');
  await expect(api.post('/logout')).resolves.toEqual({ ok: true });
  expect(writes).toEqual(['stale', 'fresh']);
});

it('gives up after one retry and raises the server message', async () => {
  browser.cookie = 'csrf_token=stale';
  let writes = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/get-csrf-token') return json(200, { csrf_token: 'still-bad' });
    writes += 1;
    return json(400, { error: 'Zaščitni žeton CSRF manjka ali ni veljaven. Osvežite stran in poskusite znova.' });
  });
  const { api, ApiError } = await import('../src/lib/api-client.ts');
  const error = (await api.post('/logout').catch((e: unknown) => e)) as InstanceType<typeof ApiError>;
  expect(error).toBeInstanceOf(ApiError);
  expect(error.message).toBe('Zaščitni žeton CSRF manjka ali ni veljaven. Osvežite stran in poskusite znova.');
  expect(writes).toBe(2);
});

it('a token response without csrf_token is an invalid response', async () => {
  vi.stubGlobal('fetch', async () => json(200, { nope: true }));
  const { fetchCsrfToken } = await import('../src/lib/csrf.ts');
  await expect(fetchCsrfToken()).rejects.toThrow(commonUi.invalidResponse);
});

it('passes other errors on with status, message and field details', async () => {
  browser.cookie = 'csrf_token=t';
  vi.stubGlobal('fetch', async () => json(409, { error: 'To uporabniško ime je že zasedeno.', details: { username: 'To uporabniško ime je že zasedeno.' } }));
  const { api } = await import('../src/lib/api-client.ts');
  const error = await api.post('/auth/register', {}).catch((e) => e);
  expect(error).toMatchObject({ status: 409, message: 'To uporabniško ime je že zasedeno.', details: { username: 'To uporabniško ime je že zasedeno.' } });
});
