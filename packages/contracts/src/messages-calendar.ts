/**
 * Texts of the calendar feeds, reminders and one-click answers (issue 24): the profile's feed
 * card, the /rsvp/<token> page, the reminder e-mail and their errors. Apart from messages.ts so
 * the small public /rsvp page loads only these.
 */
export const calendarErrors = {
  feedCommunityNotFound: 'Te skupine ni ali niste njen član.',
  rsvpInvalid: 'Povezava ni veljavna ali je potekla. Odgovor lahko oddate v aplikaciji.',
  rsvpNotAllowed: 'Na ta dogodek ne morete več odgovoriti.',
  reminderHoursInvalid: 'Izberite, kdaj želite opomnik: nikoli, 2, 24 ali 48 ur prej.',
} as const;

export const calendarUi = {
  cardTitle: 'Koledar in opomniki',
  /** The profile's tab on a phone. */
  tabTitle: 'Koledar',
  intro:
    'Dogodke lahko naročite v svoj koledar (Google, Apple, Outlook). Povezave so skrivne: kdor jo ima, vidi vaše dogodke, zato je ne delite.',
  myFeed: 'Moji dogodki',
  myFeedHelp: 'Dogodki, na katere ste povabljeni, in dogodki vaših skupin, ki jih lahko vidite.',
  withFestivities: 'Vključi cerkvene praznike',
  communityFeed: (name: string) => `Dogodki skupine ${name}`,
  copy: 'Kopiraj',
  copied: 'Povezava je kopirana.',
  copyFailed: 'Kopiranje ni uspelo; povezavo označite in kopirajte ročno.',
  addToGoogle: 'Dodaj v Google Koledar',
  webcal: 'Odpri v koledarju',
  rotate: 'Ustvari novo povezavo',
  rotateConfirm: 'Stara povezava bo takoj prenehala delovati. Koledarje, ki jo uporabljajo, boste morali naročiti znova. Nadaljujem?',
  rotated: 'Nova povezava je ustvarjena; stara ne deluje več.',
  urlLabel: (what: string) => `Povezava za naročilo: ${what}`,
  loadFailed: 'Povezav za koledar ni bilo mogoče naložiti.',
  reminderLabel: 'Opomnik po e-pošti pred dogodkom',
  reminderHelp: 'Opomnik dobite za dogodke, na katere ste povabljeni ali ste jih potrdili.',
  reminderOptions: { 0: 'Brez opomnikov', 2: '2 uri prej', 24: '24 ur prej', 48: '48 ur prej' } as Record<number, string>,
  reminderSaved: 'Nastavitev opomnikov je shranjena.',
} as const;

export const rsvpUi = {
  title: 'Odgovor na vabilo',
  loading: 'Nalagam dogodek …',
  question: (name: string) => `${name}, ali pridete na ta dogodek?`,
  confirm: 'Pridem',
  decline: 'Ne pridem',
  confirmAsk: 'Potrdite s klikom:',
  current: { pending: 'Niste še odgovorili.', confirmed: 'Prijavljeni ste: pridete.', declined: 'Odgovorili ste, da ne pridete.' } as Record<string, string>,
  savedConfirmed: 'Hvala! Zapisali smo, da pridete.',
  savedDeclined: 'Hvala! Zapisali smo, da ne pridete.',
  openEvent: 'Odpri dogodek v aplikaciji',
  failed: 'Odgovora ni bilo mogoče shraniti. Poskusite znova.',
  when: 'Kdaj',
  where: 'Kje',
} as const;

/** The reminder e-mail (text and HTML from the same lines). */
export const reminderMail = {
  subject: (title: string, when: string) => `Opomnik: ${title}, ${when} – Zborovodja`,
  greeting: (name: string) => `Pozdravljeni, ${name}!`,
  intro: 'Opominjamo vas na dogodek:',
  when: 'Kdaj',
  where: 'Kje',
  songs: 'Pesmi',
  pendingAsk: 'Še niste odgovorili, ali pridete. Izberite odgovor in ga na odprti strani potrdite:',
  confirm: 'Pridem',
  decline: 'Ne pridem',
  confirmedNote: 'Prijavljeni ste. Če vas ne bo, to sporočite v aplikaciji.',
  open: 'Dogodek v aplikaciji:',
  settings: 'Opomnike lahko izklopite ali spremenite v svojem profilu.',
  allDay: 'ves dan',
} as const;
