import { compileErrors, validate } from '@readme/openapi-parser';
import Fastify from 'fastify';
import { errors } from '@zborovodja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandlers } from '../../src/http/errors.ts';
import { registerSchemas } from '../../src/http/schemas.ts';
import { loggedIn } from '../factories.ts';
import { Client, buildTestApp, type TestApp } from '../helper.ts';

/**
 * Issue 55: the API describes itself. /api/openapi.json is a valid OpenAPI 3.1 document naming every
 * route the app registers with its request and response schemas; /api/docs shows it with files
 * of our own origin only.
 */

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; responses?: Record<string, unknown>; requestBody?: unknown; security?: unknown[] }>>;
  components: { securitySchemes: Record<string, unknown> };
};
beforeAll(async () => {
  t = await buildTestApp();
  const res = await new Client(t.app).get('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** Fastify's pattern as OpenAPI writes it: /api/events/:id → /api/events/{id}. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
/** Routes that are the description itself (the document and its reference page). */
const own = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('lists every registered route with its method, a Slovenian summary, a tag and its answers', () => {
    const routes = t.routes.filter((r) => r.method !== 'HEAD' && !own(r.url) && (r.url.startsWith('/api/') || r.url.startsWith('/calendar/')));
    expect(routes.length).toBeGreaterThan(100);
    const missing: string[] = [];
    const incomplete: string[] = [];
    for (const r of routes) {
      const op = doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()];
      if (!op) {
        missing.push(`${r.method} ${r.url}`);
        continue;
      }
      if (!op.summary || !op.tags?.length || !op.responses || !Object.keys(op.responses).some((s) => /^2\d\d$/.test(s))) {
        incomplete.push(`${r.method} ${r.url}`);
      }
    }
    expect(missing, 'routes missing from /api/openapi.json').toEqual([]);
    expect(JSON.stringify(doc), 'an English placeholder of @fastify/swagger').not.toContain('Default Response');
    expect(incomplete, 'routes without a summary, a tag or a success answer').toEqual([]);
  });

  it('describes the session cookie and the X-CSRFToken header, and asks for the token on writes', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'sid' },
      csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
    });
    const post = doc.paths['/api/events']!.post!;
    expect(post.security).toEqual([{ session: [], csrf: [] }]);
    expect(post.requestBody).toBeTruthy();
    expect(doc.paths['/api/events']!.get!.security).toEqual([{ session: [] }]);
  });

  it('names every field of an answer: the event list', () => {
    const ok = doc.paths['/api/events']!.get!.responses!['200'] as { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    const schema = ok.content['application/json']!.schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['events', 'has_more', 'limit', 'offset']));
  });
});

describe('/api/docs', () => {
  it('answers the reference page whose scripts and styles come from our own origin, under a strict policy', async () => {
    const c = new Client(t.app);
    let res = await c.get('/api/docs');
    if (res.statusCode === 302) res = await c.get(res.headers.location as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset, 'an asset from elsewhere').not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, 'http://localhost/api/docs/').pathname;
      const file = await c.get(url);
      expect(file.statusCode, url).toBe(200);
    }
    const json = await c.get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toBe('3.1.0');
  });
});

describe('route schemas', () => {
  /** A bare app with the zod compilers and one route that answers a field its schema does not name. */
  async function leaky(strict: boolean) {
    const app = Fastify();
    app.decorate('ctx', { log: { error() {}, warn() {} } } as never);
    registerErrorHandlers(app);
    registerSchemas(app, { strict });
    app.get('/api/leak', { schema: { response: { 200: z.object({ id: z.number(), items: z.array(z.object({ name: z.string() })) }) } } }, async () => ({
      id: 1,
      items: [{ name: 'a', password_hash: 'x' }],
    }));
    await app.ready();
    return app;
  }

  it('a field the schema does not name fails the request in the test suites, and is dropped in production', async () => {
    const strict = await leaky(true);
    const res = await strict.inject('/api/leak');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: errors.server });
    await strict.close();

    const production = await leaky(false);
    const ok = await production.inject('/api/leak');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 1, items: [{ name: 'a' }] });
    await production.close();
  });

  it('invalid input answers 400 with the first issue as the message and every field in details', async () => {
    const { client } = await loggedIn(t.app);
    const res = await client.post('/api/events', { title: '', date: '2031-02-30', location: 'Župnišče' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: errors.eventRequiredFields, details: { title: errors.eventRequiredFields, date: errors.eventDateInvalid } });
  });

  it('a route that needs a session answers 401 before it checks the input', async () => {
    const c = new Client(t.app);
    await c.get('/api/get-csrf-token');
    expect((await c.post('/api/events', { title: [] })).statusCode).toBe(401);
    expect((await c.get('/api/events?limit=abc')).statusCode).toBe(401);
  });
});
