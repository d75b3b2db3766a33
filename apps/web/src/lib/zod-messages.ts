/*
 * zod's messages in Slovenian for every check a schema does not name (the contracts'
 * `slovenianZodError`, the same map the server uses; issue 19 #10), instead of zod's English,
 * which sits under `localeError` and is outranked by `customError`. Set through zod's global
 * configuration like lib/zod-config.ts. Imported by every module that shows zod's messages to
 * a person (lib/schema-errors.ts and the forms that parse by themselves), not by the entry: only
 * forms show them, and no first page is a form that validates before its code has loaded
 * (1.3 KB gzip off every first page). test/zod-config.test.ts checks that no such module is
 * left without it.
 */
// The module itself, not the package's index, which defines schemas.
import { slovenianZodError } from '@zborovodja/contracts/zod-errors';

const zodGlobal = globalThis as { __zod_globalConfig?: { customError?: typeof slovenianZodError } };
(zodGlobal.__zod_globalConfig ??= {}).customError = slovenianZodError;
