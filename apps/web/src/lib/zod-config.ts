/*
 * Imported first by main.tsx, before any shared schema is defined. zod compiles object parsers
 * with `new Function` and probes for it when a schema is made; the app's CSP forbids eval, so
 * the probe is refused and the browser reports a CSP violation on every page with a form.
 * Under `jitless` zod skips the probe and parses the same way without the compiled fast path.
 * `customError` gives every check a schema does not name a Slovenian message (the contracts'
 * `slovenianZodError`, the same map the server uses) instead of zod's English.
 *
 * This is what `z.config({ jitless: true, customError })` does: zod keeps its configuration on
 * globalThis so that copies of it share one (its own English locale, set when zod loads, sits
 * under `localeError`, which `customError` outranks). Set here directly, zod stays out of the
 * entry chunk (importing `config` put 3.7 KB gzip of zod's helpers into every first page).
 * test/zod-config.test.ts checks that zod still reads both.
 */
// The module itself, not the package's index: the index defines schemas, which must come after this.
import { slovenianZodError } from '@zborovodja/contracts/zod-errors';

const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean; customError?: typeof slovenianZodError } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true, customError: slovenianZodError });
