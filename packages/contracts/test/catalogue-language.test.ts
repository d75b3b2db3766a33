import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Issue 18, "One language, one voice": every text of the catalogue (messages*.ts, ui*.ts,
 * zod-errors.ts; the e-mails and notifications are built from `mail` and `notices` in
 * messages.ts) is Slovenian, with its diacritics, in the formal "vi", and calls a community
 * "skupina" (docs/decisions.md, "Language"). The test walks every exported string, calls every
 * exported function with sample arguments, and checks each text against the lists below.
 */

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
/** ui.ts only re-exports the ui-*.ts parts. */
export const catalogueFiles = readdirSync(srcDir).filter((f) => /^(messages.*|ui-.*|zod-errors)\.ts$/.test(f));

/** Unicode-aware whole-word pattern (JavaScript's \b knows only ASCII letters). */
const words = (list: readonly string[], flags = 'iu') => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${list.join('|')})(?![\\p{L}\\p{N}_])`, flags);

/** English words that are no Slovenian word (so "to", "in", "status", "filter" are not here). */
export const englishWords = words([
  'the', 'is', 'are', 'was', 'were', 'been', 'be', 'and', 'or', 'of', 'for', 'by', 'with', 'from', 'this', 'that', 'these',
  'you', 'your', 'we', 'our', 'please', 'must', 'should', 'will', 'can', 'cannot', 'could', 'have', 'has', 'no',
  'only', 'already', 'all', 'none', // not "not": the genitive of "note" ("naloženih not")
  'new', 'left', 'successfully', 'required', 'invalid', 'failed', 'error', 'unknown',
  'missing', 'found', 'create', 'created', 'delete', 'deleted', 'edit', 'save', 'changes', 'cancel', 'close', 'remove',
  'select', 'enter', 'show', 'hide', 'view', 'assign', 'approve', 'approved', 'verify', 'verified', 'verification', 'send',
  'user', 'users', 'username', 'email', 'password', 'community', 'communities', 'performer', 'performers', 'image',
  'name', 'description', 'visibility', 'actions', 'role', 'roles', 'primary', 'public', 'private', 'details', 'debug',
  'info', 'total', 'totals', 'showing', 'statistics', 'percentage', 'count', 'admin', 'admins', 'invitation',
  'invitations', 'expired', 'expires', 'active', 'used', 'profile', 'account', 'information', 'change', 'loading',
  'input', 'expected', 'received', 'characters', 'too', 'small', 'big', 'upload', 'uploading', 'event', 'events',
  'song', 'songs', 'attendees', 'notifications', 'management', 'dashboard', 'global', 'unauthorized', 'access',
  'filter by', 'no image', 'welcome',
]);

/** Known words written without their č, š or ž (the right spelling in the comment). */
export const missingDiacritics = words([
  'clan', 'clana', 'clani', 'clanov', 'clanom', 'clanstvo', 'clanstva', 'clanstev', // član
  'sporocilo', 'sporocila', 'sporocil', // sporočilo
  'zelite', 'zelis', 'zeli', 'zelim', // želite
  'ze', 'ce', 'cez', 'ceprav', 'vec', 'zal', 'cas', 'casa', // že, če, čez, čeprav, več, žal, čas
  'se nimate', 'se niste', 'se nima', 'se ni potrjen', 'se ni preverjen', 'se ni bil', 'se ni clan', // še …
  'uspesno', 'uspesna', 'uspesen', 'napacno', 'napacen', 'stevilo', 'stevila', 'stevilka', // uspešno, napačno, število
  'dolocen', 'dolocena', 'prejsnji', 'prejsnja', 'prejsnje', // določen, prejšnji
  'nalozi', 'nalozite', 'nalozena', 'nalozeno', 'nalaganje slike ni', 'izbrisi', 'preklici', 'prikazi', 'isci', 'pocisti', // naloži, izbriši, prekliči, prikaži, išči, počisti
  'udelezba', 'udelezbe', 'udelezenci', 'udelezenec', 'udelezencev', 'prihajajoci', 'srecanje', 'splosno', // udeležba …
  'bozje', 'bozicna', 'zakljucna', 'evharisticna', 'neodloceno', // Božje, Zaključna, Evharistična, Neodločeno
  'uporabnisko', 'e-posta', 'e-poste', 'e-posto', 'e-postni', 'e-postnega', 'eposta', // uporabniško, e-pošta
  'streznik', 'streznika', 'strezniku', 'zeton', 'zetona', 'pocakajte', 'moras', 'mores', // strežnik, žeton, počakajte
  'obcina', 'zupnija', 'zupnijske', 'zupnijski', // občina, župnija
]);

/** The informal "ti" where the interface says "vi" (verb forms, pronouns, "Pozdravljen(a)"). */
export const informalForms = words([
  'moraš', 'moreš', 'želiš', 'pridružiš', 'imaš', 'nimaš', 'boš', 'si želiš', 'prijaviš', 'potrdiš', 'izbereš', 'iščeš',
  'veš', 'lahko urediš', 'urediš', 'odgovarjaš', 'sprejemaš', 'vneseš', 'naložiš', 'ustvariš', 'udeležiš', 'meniš',
  'obrneš', 'smeš', 'končaš', 'tvoj', 'tvoja', 'tvoje', 'tvojo', 'tvojega', 'tvojim', 'tvojih', 'tebi', 'te preusmerimo',
  'ti bomo', 'prosim', 'pozdravljen\\(a\\)', 'bodi', 'prejel\\(a\\) povezavo',
]);

/**
 * Imperatives in the second person singular. Command labels keep them (buttons and menu items:
 * "Prekliči", "Ustvari skupino", as the spec and Slovenian software write them); in a sentence
 * (a text with a full stop, an exclamation or question mark) the interface says "Izberite".
 */
export const informalImperatives = words([
  'preveri', 'vnesi', 'vpiši', 'izberi', 'poskusi', 'odpri', 'prijavi se', 'napiši', 'dodaj', 'počakaj', 'osveži',
  'zahtevaj', 'obrni', 'registriraj', 'ustvari', 'pridruži', 'navedi', 'nalagaj',
]);

/** Letters the Slovenian texts use: the Latin alphabet with č, š, ž (and ć, đ of names). */
const foreignLetter = /[^\P{L}A-Za-zČŠŽčšžĆćĐđ]/u;

/** The interface's word for a community is "skupina"; "skupnost" is not used. */
const otherCommunityWord = words(['skupnost', 'skupnosti', 'skupnostjo', 'skupnostim', 'skupnostih', 'skupnostmi']);

/** Paths and JSON examples in a text are not words ("GET /gl_admin/communities", ["mass"]). */
const stripCode = (text: string) => text.replace(/(GET|POST|PUT|DELETE) \/[\w/.-]+|\/[\w/.-]+|\["[^\]]*\]/g, ' ');

export interface Problem {
  where: string;
  text: string;
  why: string;
}

export function problemsOf(where: string, text: string): Problem[] {
  const found: Problem[] = [];
  const plain = stripCode(text);
  const add = (why: string, m: RegExpMatchArray | null) => m && found.push({ where, text, why: `${why}: "${m[0]}"` });
  add('English', plain.match(englishWords));
  add('missing diacritics', plain.match(missingDiacritics));
  add('informal "ti"', plain.match(informalForms));
  if (/[.!?]\s*$|[.!?]\s/.test(plain)) add('informal imperative in a sentence', plain.match(informalImperatives));
  add('letter outside the Slovenian alphabet', plain.match(foreignLetter));
  add('"skupnost" (the interface says "skupina")', plain.match(otherCommunityWord));
  return found;
}

/** Sample arguments for the catalogue's functions: names, counts, lists. */
const samples: unknown[][] = [['Zbor', 'Zbor', 'Zbor', 'Zbor', 'Zbor'], [3, 3, 3, 3, 3], ['2026-11-28', ['Maša']], ['3', true]];

function* texts(value: unknown, where: string, depth = 0): Generator<[string, string]> {
  if (depth > 8) return;
  if (typeof value === 'string') yield [where, value];
  else if (typeof value === 'function') {
    for (const args of samples) {
      let result: unknown;
      try {
        result = (value as (...a: unknown[]) => unknown)(...args);
      } catch {
        continue;
      }
      yield* texts(result, `${where}(${args.map((a) => JSON.stringify(a)).join(', ')})`, depth + 1);
    }
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* texts(v, `${where}[${i}]`, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* texts(v, `${where}.${k}`, depth + 1);
  }
}

export async function catalogueTexts(): Promise<[string, string][]> {
  const all: [string, string][] = [];
  for (const file of catalogueFiles) {
    const mod = (await import(pathToFileURL(srcDir + file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) all.push(...texts(value, `${file}: ${name}`));
  }
  return all;
}

describe('the catalogue of interface texts', () => {
  it('covers the message and interface modules', async () => {
    expect(catalogueFiles).toEqual(expect.arrayContaining(['messages.ts', 'messages-login.ts', 'messages-events.ts', 'ui-admin.ts', 'ui-profile.ts', 'zod-errors.ts']));
    expect((await catalogueTexts()).length).toBeGreaterThan(1000);
  });

  it('is Slovenian, with diacritics, in the formal "vi", with one word for a community', async () => {
    const problems = (await catalogueTexts()).flatMap(([where, text]) => problemsOf(where, text));
    expect(problems).toEqual([]);
  });

  it('the checks catch what they are meant to catch', () => {
    const planted = [
      'Filter by Community',
      'Password must be at least 8 characters long.',
      'Please enter a valid email address',
      'No Image',
      'Ali ste clan skupine?',
      'Zelite izbrisati sporocilo?',
      'Skupina se nima clanov.',
      'V zasebno skupino se lahko pridružiš le s povabilom.',
      'Izberi vsaj eno pesem.',
      'Prosim, poskusi znova.',
      'Pozdravljen(a), Ana!',
      'Neodlоčeno', // a Cyrillic "о"
      'Ime skupnosti je obvezno.',
    ];
    for (const text of planted) expect(problemsOf('planted', text), text).not.toEqual([]);
    const fine = ['Prekliči', 'Izberi vse', 'To polje je obvezno.', 'Strežnik se ni odzval. Poskusite znova.', 'Filter dogodkov', 'Status', 'Žeton CSRF manjka ali ni veljaven.'];
    for (const text of fine) expect(problemsOf('fine', text), text).toEqual([]);
  });
});
