import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendJsonAsUtf8, utf8 } from '../../src/http/utf8.ts';

describe('utf8 (an answer as UTF-8 bytes)', () => {
  const wide = JSON.stringify({ songs: Array.from({ length: 40 }, (_, i) => ({ title: `Češčenje ${i}`, lyrics: 'Zdrava Marija, blagoslovljena si med ženami 🎶' })) });
  const latin = JSON.stringify({ songs: Array.from({ length: 40 }, (_, i) => ({ title: `Song ${i}`, note: 'café' })) });

  it('gives the bytes V8 gives, for text beyond Latin-1 (transcoded), Latin-1 and small text', () => {
    expect(wide.length).toBeGreaterThan(512);
    for (const text of [wide, latin, 'Čaščenje', '', 'a']) expect(utf8(text).equals(Buffer.from(text))).toBe(true);
  });

  it('falls back to V8 for a lone surrogate, which ICU refuses, with the same replacement', () => {
    const text = `${wide.slice(0, 600)}\ud800${wide.slice(600)}`;
    expect(utf8(text).equals(Buffer.from(text))).toBe(true);
  });

  it('sends a long JSON answer as those bytes, with its type and length; other text as it was', async () => {
    const app = Fastify();
    sendJsonAsUtf8(app);
    app.get('/json', (_req, reply) => reply.type('application/json; charset=utf-8').send(wide));
    app.get('/object', () => JSON.parse(wide));
    app.get('/text', () => `${'Čaščenje '.repeat(100)}`);
    const json = await app.inject({ url: '/json' });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(json.headers['content-length'])).toBe(Buffer.byteLength(wide));
    expect(json.body).toBe(wide);
    const object = await app.inject({ url: '/object' });
    expect(object.headers['content-type']).toMatch(/^application\/json/);
    expect(object.json()).toEqual(JSON.parse(wide));
    const text = await app.inject({ url: '/text' });
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toBe('Čaščenje '.repeat(100));
    await app.close();
  });
});
