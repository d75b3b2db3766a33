import { plural } from './plural.ts';
/**
 * Event series and whole-choir invitations (issue 23): the server's messages, notices and the
 * invitation e-mail. Apart from messages.ts so that the events screens load only these.
 */
export const seriesMessages = {
  frequencyInvalid: 'Izberite, kako naj se dogodek ponavlja: tedensko, vsaka dva tedna ali mesečno.',
  tooFarAhead: 'Niz dogodkov lahko sega največ dve leti vnaprej.',
  endRequired: 'Izberite, do katerega datuma ali kolikokrat naj se dogodek ponovi.',
  untilBeforeStart: 'Datum konca ponavljanja mora biti za datumom prvega dogodka.',
  weekdaysRequired: 'Izberite vsaj en dan v tednu.',
  noOccurrences: 'Po tem pravilu ni nobenega dogodka. Preverite dneve in konec ponavljanja.',
  countInvalid: 'Število ponovitev mora biti med 1 in 730.',
  inviteNeedsCommunity: 'Člane lahko povabite le k dogodku skupine.',
  voicePartsRequired: 'Izberite vsaj eno glasovno skupino.',
  dateScopeOnlyThis: 'Datum lahko spremenite le posameznemu dogodku (»Samo ta dogodek«).',
  repeatOnCreateOnly: 'Ponavljanje nastavite ob ustvarjanju dogodka.',
  scopeInvalid: 'Izberite »Samo ta dogodek«, »Ta in vsi naslednji« ali »Vsi v nizu«.',
  /**
   * Issue 53, #1: a scoped edit or deletion reaches dates the actor may not change; nothing is
   * changed (docs/decisions.md, "Series edits reach only what the editor may change").
   */
  scopeEditForbidden: (count: number) =>
    `Sprememba ni shranjena: ${datesLocative(count)} v tem nizu nimate pravice urejanja. Izberite »Samo ta dogodek« ali prosite organizatorja niza.`,
  /** Issue 57: a series edit would overwrite what some dates changed on their own; the dialog asks. */
  ownChanges: (count: number) =>
    `${count} ${plural(count, 'datum ima', 'datuma imata', 'datumi imajo', 'datumov ima')} svojo spremembo v poljih, ki jih spreminjate. Izberite, ali naj jo sprememba niza prepiše ali ohrani.`,
  scopeDeleteForbidden: (count: number) =>
    `Nič ni izbrisano: ${datesLocative(count)} v tem nizu nimate pravice brisanja. Izberite »Samo ta dogodek« ali prosite organizatorja niza.`,
} as const;

/** "pri 1 datumu", "pri 3 datumih" (the locative: singular after 1, 101, …; dual and plural alike). */
function datesLocative(count: number): string {
  return `pri ${count} ${plural(count, 'datumu', 'datumih', 'datumih', 'datumih')}`;
}

/** `date` as the notices write it ("28. 11. 2026"). */
export const seriesNotices = {
  invited: (title: string, first: string, time: string, rule: string) =>
    `Povabljeni ste na »${title}«: ${rule}, prvič ${first} ob ${time}.`,
  invitedOnce: (title: string, date: string, time: string) => `Povabljeni ste na dogodek »${title}« (${date} ob ${time}).`,
  seriesCreated: (community: string, title: string, first: string, time: string, rule: string) =>
    `Nov niz dogodkov v skupini ${community}: »${title}«, ${rule}, prvič ${first} ob ${time}.`,
  /** One notice per series edit to everyone whose dates changed, naming what changed (issue 57). */
  seriesChanged: (title: string, from: string, changes: string[]) => `Dogodki »${title}« od ${from} dalje so spremenjeni: ${changes.join(', ')}.`,
  seriesCancelled: (title: string, from: string) => `Dogodki »${title}« od ${from} dalje so odpovedani.`,
} as const;

/** How a series notice names a changed field with its new value. */
export const seriesChangeWords = {
  title: (v: string) => `nov naslov »${v}«`,
  time: (v: string) => `ura ${v}`,
  location: (v: string) => `kraj ${v}`,
  event_type: 'vrsta dogodka',
  description: 'opis',
  visibility: 'vidnost',
  community_id: 'skupina',
} as const;

type Weekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
/** "ob sredah", "ob torkih in četrtkih". */
const onDays: Record<Weekday, string> = { MO: 'ponedeljkih', TU: 'torkih', WE: 'sredah', TH: 'četrtkih', FR: 'petkih', SA: 'sobotah', SU: 'nedeljah' };
/** "drugi torek", "zadnjo soboto": the ordinal agrees with the day's gender, in the accusative. */
const dayAccusative: Record<Weekday, string> = { MO: 'ponedeljek', TU: 'torek', WE: 'sredo', TH: 'četrtek', FR: 'petek', SA: 'soboto', SU: 'nedeljo' };
const feminineDays = new Set<Weekday>(['WE', 'SA', 'SU']);
const nth: Record<string, [masculine: string, feminine: string]> = {
  '1': ['prvi', 'prvo'], '2': ['drugi', 'drugo'], '3': ['tretji', 'tretjo'], '4': ['četrti', 'četrto'], '-1': ['zadnji', 'zadnjo'],
};

/** How a rule reads in notices and e-mails: "vsak teden ob sredah", "vsaka dva tedna ob torkih in četrtkih", "vsak mesec drugo sredo". */
export function seriesRuleWords(info: { frequency: string; weekdays: readonly string[]; month_week: number | null }): string {
  const days = info.weekdays as Weekday[];
  if (info.frequency === 'monthly') {
    const day = days[0] ?? 'MO';
    return `vsak mesec ${nth[String(info.month_week ?? 1)]?.[feminineDays.has(day) ? 1 : 0] ?? ''} ${dayAccusative[day]}`;
  }
  const names = days.map((d) => onDays[d]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} in ${names.at(-1)}` : (names[0] ?? '');
  return `${info.frequency === 'biweekly' ? 'vsaka dva tedna' : 'vsak teden'} ob ${list}`;
}

export const seriesMail = {
  inviteSubject: (title: string) => `Povabilo: ${title} – Zborovodja`,
  inviteBody: (organizer: string, title: string) => `${organizer} vas vabi na ${title}.`,
  inviteWhen: (rule: string, first: string, time: string, location: string) => `${rule}, prvič ${first} ob ${time}, ${location}.`,
  inviteLink: 'Dogodke in odgovor najdete na tej povezavi:',
  signature: 'Ekipa Zborovodja',
} as const;
