import net from 'node:net';
import { errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../factories.ts';
import { buildTestApp, type Client, multipart, type TestApp } from '../helper.ts';
import { PNG } from '../security/world.ts';

/*
 * A refused upload (413 too large, 415 wrong type) is answered before its body has all arrived.
 * The rest of the body must still be read, or the browser's next request on the same keep-alive
 * connection waits behind it for an answer that never comes (issue 18: after a 6 MB photo, a small
 * one stayed at "100 % Nalaganje…").
 */

let t: TestApp;
let client: Client;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  client = (await loggedIn(t.app)).client;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
}, 60_000);
afterAll(() => t.close());

/** One keep-alive connection; `next()` resolves with the next complete answer's status and body. */
function connection() {
  const socket = net.connect(port, '127.0.0.1');
  let buffered = Buffer.alloc(0);
  let waiting: (() => void) | null = null;
  socket.on('data', (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    waiting?.();
  });
  socket.on('error', () => {});
  function take(): { status: number; body: string } | null {
    const end = buffered.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const head = buffered.subarray(0, end).toString('latin1');
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    if (buffered.length < end + 4 + length) return null;
    const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
    buffered = buffered.subarray(end + 4 + length);
    return { status: Number(head.slice(9, 12)), body };
  }
  return {
    async upload(data: Buffer, type = 'image/png') {
      const { payload, headers } = multipart('profile_image', 'slika.png', type, data);
      const token = await client.csrf();
      socket.write(
        `POST /api/profile/upload-image HTTP/1.1\r\nHost: x\r\nContent-Type: ${headers['content-type']}\r\n` +
          `Content-Length: ${payload.length}\r\nX-CSRFToken: ${token}\r\nCookie: ${client.cookieHeader}\r\n\r\n`,
      );
      socket.write(payload);
    },
    next(ms = 5000): Promise<{ status: number; body: string } | 'no answer'> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve('no answer'), ms);
        const check = () => {
          const answer = take();
          if (!answer) return;
          clearTimeout(timer);
          waiting = null;
          resolve(answer);
        };
        waiting = check;
        check();
      });
    },
    close: () => socket.destroy(),
  };
}

describe('a refused upload leaves its connection usable', () => {
  it.each([
    ['too large (413)', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 413, errors.imageTooLarge],
    ['of the wrong type (415)', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4 * 1024 * 1024)]), 415, errors.imageRequired],
  ])('a file %s, then a small picture on the same connection is answered', async (_name, refused, status, message) => {
    const c = connection();
    try {
      await c.upload(refused);
      const first = await c.next();
      expect(first).toMatchObject({ status });
      expect(JSON.parse((first as { body: string }).body).error).toBe(message);
      await c.upload(PNG);
      const second = await c.next();
      expect(second).toMatchObject({ status: 200 });
      expect(JSON.parse((second as { body: string }).body).image_url).toMatch(/^\/api\/uploads\/profile-images\//);
    } finally {
      c.close();
    }
  });
});
