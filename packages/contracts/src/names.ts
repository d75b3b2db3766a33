/**
 * Rules against lookalike names (issue 19, docs/decisions.md "Lookalike names"). Shared by the
 * server's schemas and the web forms.
 */

/**
 * The script sets a username's letters may come from: one of them, never two. Japanese writing
 * mixes Han and kana by nature, Korean Han and Hangul (UTS #39's "highly restrictive" level).
 * Script_Extensions puts marks used by several scripts (the kana length mark) in each.
 */
const scriptSets: RegExp[] = [
  /^[\p{scx=Latn}0-9._-]+$/u,
  /^[\p{scx=Cyrl}0-9._-]+$/u,
  /^[\p{scx=Grek}0-9._-]+$/u,
  /^[\p{scx=Armn}0-9._-]+$/u,
  /^[\p{scx=Geor}0-9._-]+$/u,
  /^[\p{scx=Hebr}0-9._-]+$/u,
  /^[\p{scx=Arab}0-9._-]+$/u,
  /^[\p{scx=Deva}0-9._-]+$/u,
  /^[\p{scx=Thai}0-9._-]+$/u,
  /^[\p{scx=Hani}\p{scx=Hira}\p{scx=Kana}0-9._-]+$/u,
  /^[\p{scx=Hani}\p{scx=Hang}0-9._-]+$/u,
];

/** Letters of one script only, digits 0–9 and `. _ -` (after NFKC, which the schema applies first). */
export function usernameOneScript(name: string): boolean {
  return scriptSets.some((re) => re.test(name));
}

/**
 * Characters a person cannot see or that reorder what they see: bidi controls (U+202A–202E,
 * U+2066–2069, U+200E/200F, U+061C are all format characters), zero-width characters (U+200B–200D,
 * U+2060, U+FEFF), every other format (Cf) and control (Cc) character, line and paragraph
 * separators, unassigned and private-use code points, lone surrogates, and the Hangul fillers that
 * render blank.
 */
const hidden = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u180E\u2800]/u;

export function hasHiddenChars(text: string): boolean {
  return hidden.test(text);
}

/** Link-like text (a scheme, www., an e-mail address or a domain name) that mail readers turn into links. */
const linkLike = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|[^\s@]@[^\s@]|[\p{L}\p{N}-]\.[a-z]{2,24}(?![\p{L}\p{N}]))/iu;

export function hasLinkLikeText(text: string): boolean {
  return linkLike.test(text.normalize('NFKC'));
}
