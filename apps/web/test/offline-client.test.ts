import { expect, it, vi } from 'vitest';
import { offlineUi } from '@zborovodja/contracts';
import { json, stubApiBrowser } from './support/api-stub.ts';

/* Issue 25: the API client without a connection, and how it tells that the screen shows kept data. */

stubApiBrowser('csrf_token=tok');

it('a change that gets no answer fails with "not saved"; a read fails as it did', async () => {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
  const { api, ApiError } = await import('../src/lib/api-client.ts');
  const write = await api.post('/events/1/attendance', { status: 'confirmed' }).catch((e: unknown) => e);
  expect(write).toBeInstanceOf(ApiError);
  expect((write as InstanceType<typeof ApiError>).serverMessage).toBe(offlineUi.notSaved);
  const read = await api.get('/events').catch((e: unknown) => e);
  expect(read).toBeInstanceOf(TypeError);
});

it('a server error on a write is passed on as it is, not as "not saved"', async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'Ni dovoljeno.' }), { status: 403 }));
  const { api, ApiError } = await import('../src/lib/api-client.ts');
  const error = await api.post('/events', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as InstanceType<typeof ApiError>).serverMessage).toBe('Ni dovoljeno.');
});

it('an answer the service worker kept marks the screen offline, with its time; a fresh one clears it', async () => {
  vi.stubGlobal('navigator', { onLine: true });
  let kept = true;
  vi.stubGlobal('fetch', async () => json(200, { events: [] }, kept ? { 'x-zb-kept-at': '1764000000000' } : {}));
  const { api } = await import('../src/lib/api-client.ts');
  const connection = await import('../src/pwa/connection.ts');
  const seen: (number | null)[] = [];
  await api.get('/events');
  seen.push(connection.offlineSince());
  kept = false;
  await api.get('/events');
  seen.push(connection.offlineSince());
  expect(seen).toEqual([1764000000000, null]);
});

