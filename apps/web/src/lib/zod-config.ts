/*
 * Imported first by main.tsx, before any shared schema is defined. zod compiles object parsers
 * with `new Function` and probes for it when a schema is made; the app's CSP forbids eval, so
 * the probe is refused and the browser reports a CSP violation on every page with a form.
 * Under `jitless` zod skips the probe and parses the same way without the compiled fast path.
 *
 * This is what `z.config({ jitless: true })` does: zod keeps its configuration on globalThis so
 * that copies of it share one. Set here directly, zod stays out of the entry chunk (importing
 * `config` put 3.7 KB gzip of zod's helpers into every first page). The Slovenian messages are
 * set by lib/zod-messages.ts, with the forms that need them. test/zod-config.test.ts checks that
 * zod reads both.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
