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
    `${count % 100 === 1 ? 'En datum ima' : count % 100 === 2 ? 'Dva datuma imata' : 'Nekateri datumi imajo'} svojo spremembo v poljih, ki jih spreminjate. Izberite, ali naj jo sprememba niza prepiše ali ohrani.`,
  scopeDeleteForbidden: (count: number) =>
    `Nič ni izbrisano: ${datesLocative(count)} v tem nizu nimate pravice brisanja. Izberite »Samo ta dogodek« ali prosite organizatorja niza.`,
} as const;

/** "pri 1 datumu", "pri 3 datumih" (the locative: singular after 1, 101, …; dual and plural alike). */
function datesLocative(count: number): string {
  return `pri ${count} ${count % 100 === 1 ? 'datumu' : 'datumih'}`;
}

/** `date` as the notices write it ("28. 11. 2026"). */
export const seriesNotices = {
  invited: (title: string, first: string, time: string, rule: string) =>
    `Povabljeni ste na ${title}: ${rule}, prvič ${first} ob ${time}.`,
  invitedOnce: (title: string, date: string, time: string) => `Povabljeni ste na dogodek ${title} (${date} ob ${time}).`,
  seriesCreated: (community: string, title: string, first: string, time: string, rule: string) =>
    `Nov niz dogodkov v skupini ${community}: ${title}, ${rule}, prvič ${first} ob ${time}.`,
  /** One notice per series edit to everyone whose dates changed, naming what changed (issue 57). */
  seriesChanged: (title: string, from: string, changes: string[]) => `Dogodki »${title}« od ${from} dalje so spremenjeni: ${changes.join(', ')}.`,
  seriesCancelled: (title: string, from: string) => `Dogodki ${title} od ${from} dalje so odpovedani.`,
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

/** How a rule reads in notices and e-mails ("vsak torek", "vsak drugi četrtek", "vsak 2. torek v mesecu"). */
export const seriesRuleWords = {
  weekdaysAccusative: { MO: 'ponedeljek', TU: 'torek', WE: 'sredo', TH: 'četrtek', FR: 'petek', SA: 'soboto', SU: 'nedeljo' },
  weekly: (days: string) => `vsak teden (${days})`,
  biweekly: (days: string) => `vsaka dva tedna (${days})`,
  monthly: (nth: string, day: string) => `vsak mesec, ${nth} ${day}`,
  nth: { '1': 'prvi', '2': 'drugi', '3': 'tretji', '4': 'četrti', '-1': 'zadnji' } as Record<string, string>,
  and: ' in ',
} as const;

export const seriesMail = {
  inviteSubject: (title: string) => `Povabilo: ${title} – Zborovodja`,
  inviteBody: (organizer: string, title: string) => `${organizer} vas vabi na ${title}.`,
  inviteWhen: (rule: string, first: string, time: string, location: string) => `${rule}, prvič ${first} ob ${time}, ${location}.`,
  inviteLink: 'Dogodke in odgovor najdete na tej povezavi:',
  signature: 'Ekipa Zborovodja',
} as const;
