import { plural } from './plural.ts';
/**
 * zod's messages in Slovenian, for every check a schema does not name itself (issue 19 #10).
 * zod's own English ("Invalid input: expected object, received array", "Too small: …") and its
 * technical Slovenian locale (`zod/v4/locales/sl`: "pričakovano object, prejeto array") both
 * reached users; these say what to do instead. The server installs it with `z.config({
 * customError })` (apps/server/src/http/errors.ts), the web app through zod's global
 * configuration (apps/web/src/lib/zod-config.ts). No zod import: the web app's entry chunk
 * carries this module, and zod stays out of it.
 */

/** The fields of a zod 4 issue this map reads (a structural subset of `z.core.$ZodRawIssue`). */
interface ZodIssueLike {
  code?: string;
  input?: unknown;
  path?: readonly PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  keys?: readonly string[];
  divisor?: number | bigint;
}

/** "1 znak, 2 znaka, 3 znake, 5 znakov" (101 like 1, 102 like 2, …). */
function characters(n: number): string {
  return `${n} ${plural(n, 'znak', 'znaka', 'znake', 'znakov')}`;
}

function items(n: number): string {
  return `${n} ${plural(n, 'element', 'elementa', 'elemente', 'elementov')}`;
}

export const zodMessages = {
  required: 'To polje je obvezno.',
  wrongShape: 'Podatki zahteve niso v pričakovani obliki.',
  wrongType: 'Vrednost ni pravilne vrste.',
  invalidValue: 'Vrednost ni med dovoljenimi možnostmi.',
  invalid: 'Vrednost ni veljavna.',
  email: 'Vnesite veljaven e-poštni naslov.',
  url: 'Vnesite veljaven spletni naslov.',
  date: 'Vnesite veljaven datum.',
  time: 'Vnesite veljaven čas.',
  format: 'Vrednost ni v pravilni obliki.',
  minText: (n: number) => `Vnesite vsaj ${characters(n)}.`,
  maxText: (n: number) => `Vnesete lahko največ ${characters(n)}.`,
  minItems: (n: number) => `Izberite vsaj ${items(n)}.`,
  maxItems: (n: number) => `Izberete lahko največ ${items(n)}.`,
  minNumber: (n: string, inclusive: boolean) => (inclusive ? `Vrednost mora biti vsaj ${n}.` : `Vrednost mora biti večja od ${n}.`),
  maxNumber: (n: string, inclusive: boolean) => (inclusive ? `Vrednost je lahko največ ${n}.` : `Vrednost mora biti manjša od ${n}.`),
  multipleOf: (n: string) => `Vrednost mora biti večkratnik števila ${n}.`,
  unknownKeys: (keys: string) => `Zahteva vsebuje neznana polja: ${keys}.`,
} as const;

const textOrigins = new Set(['string']);
const listOrigins = new Set(['array', 'set', 'map']);

/** zod's `customError`: a Slovenian message for any issue (a schema's own message still wins). */
export function slovenianZodError(issue: ZodIssueLike): string {
  const m = zodMessages;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return m.required;
      return issue.path && issue.path.length > 0 ? m.wrongType : m.wrongShape;
    case 'too_small': {
      const min = Number(issue.minimum ?? 0);
      if (issue.origin && textOrigins.has(issue.origin)) return min <= 1 ? m.required : m.minText(min);
      if (issue.origin && listOrigins.has(issue.origin)) return m.minItems(Math.max(min, 1));
      return m.minNumber(String(issue.minimum), issue.inclusive !== false);
    }
    case 'too_big': {
      const max = Number(issue.maximum ?? 0);
      if (issue.origin && textOrigins.has(issue.origin)) return m.maxText(max);
      if (issue.origin && listOrigins.has(issue.origin)) return m.maxItems(max);
      return m.maxNumber(String(issue.maximum), issue.inclusive !== false);
    }
    case 'invalid_format':
      if (issue.format === 'email') return m.email;
      if (issue.format === 'url') return m.url;
      if (issue.format === 'date' || issue.format === 'datetime') return m.date;
      if (issue.format === 'time') return m.time;
      return m.format;
    case 'invalid_value':
      return m.invalidValue;
    case 'not_multiple_of':
      return m.multipleOf(String(issue.divisor));
    case 'unrecognized_keys':
      return m.unknownKeys((issue.keys ?? []).join(', '));
    default:
      return m.invalid;
  }
}
