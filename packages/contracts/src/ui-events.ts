import { eventMessages } from './messages-events.ts';

/**
 * Interface text shared by every events screen (desktop dashboard and mobile views): labels of
 * statuses, visibilities and roles, and the spec's messages (§5, §8). Screen-specific text lives
 * in ui-dashboard.ts (desktop) and ui-events-mobile.ts (mobile); ui.ts lists every part.
 */
export const eventsUi = {
  statusLabels: { pending: 'Neodločeno', confirmed: 'Potrjeno', declined: 'Zavrnjeno' } as Record<string, string>,
  going: 'Pridem',
  notGoing: 'Ne pridem',
  visibilityLabels: { public: 'Javno', private: 'Zasebno', community: 'Skupina' } as Record<string, string>,
  visibilityDefault: 'Privzeto',
  /** Liturgical colours of festivities, for badges and their titles. */
  colorLabels: { white: 'bela', red: 'rdeča', green: 'zelena', purple: 'vijolična', rose: 'rožnata', black: 'črna', gold: 'zlata' } as Record<string, string>,
  festivityTypeLabels: {
    solemnity: 'Slovesni praznik',
    feast: 'Praznik',
    memorial: 'God',
    optional_memorial: 'Neobvezni god',
    sunday: 'Nedelja',
  } as Record<string, string>,
  holyDay: 'Zapovedan praznik',
  /** The mark of a series' occurrence in the lists (the phone's list, the desktop's next 7 days). */
  repeats: 'Ponavlja se',
  festivityEventType: 'Cerkveni praznik',
  noRole: 'Brez vloge',
  /**
   * ?event= names an event the server does not show: deleted (an old notification's link), or
   * never visible to this user. The server answers both alike (404), so the text covers both.
   */
  eventGone: 'Dogodek ne obstaja več ali pa nimate dostopa do njega.',
  fields: {
    title: 'Naslov dogodka',
    date: 'Datum',
    time: 'Ura',
    location: 'Lokacija',
    eventType: 'Vrsta dogodka',
    visibility: 'Vidnost',
    community: 'Skupina',
    description: 'Opis',
    organizer: 'Organizator',
    creator: 'Ustvaril(a)',
  },
  noCommunityOption: 'Brez skupine',
  noEvents: 'Ni dogodkov',
  createEvent: 'Ustvari dogodek',
  cancel: 'Prekliči',
  create: 'Ustvari',
  requiredMark: '*',
  /** The spec quotes these in English for the create modal (translated) and in Slovenian for the edit modal. */
  createRequired: eventMessages.requiredFields,
  createCommunityRequired: 'Izberite skupino za ta dogodek.',
  editRequired: eventMessages.requiredFields,
  editCommunityRequired: eventMessages.communityRequired,
  noEventTypes: 'Ta skupina nima definiranih vrst dogodkov.',
  saveFailed: (message?: string) => `Napaka pri shranjevanju podatkov dogodka: ${message || 'Neznana napaka'}`,
  saveFailedEn: (message?: string) => `Dogodka ni bilo mogoče shraniti: ${message || 'Neznana napaka'}`,
  noEventData: 'Strežnik ni vrnil podatkov o dogodku.',
  deleteConfirm: 'Ali ste prepričani, da želite izbrisati dogodek? Tega dejanja ni mogoče razveljaviti.',
  deleteFailed: (message?: string) => `Napaka pri brisanju dogodka: ${message || 'Neznana napaka'}`,
  deleteFailedRetry: 'Napaka pri brisanju dogodka. Poskusite znova.',
  changeCommunityConfirm:
    'Dogodek ima setlisto. Če zamenjate skupino, bo setlista odstranjena. Ali želite nadaljevati?',
  attendees: {
    loadFailed: 'Podatkov o udeležencih ni bilo mogoče naložiti.',
    communityUsersFailed: 'Članov skupine ni bilo mogoče naložiti. Poskusite znova.',
    addFailed: 'Napaka pri dodajanju udeležencev',
    removeFailed: 'Napaka pri odstranjevanju udeleženca',
    usersLoadFailed: 'Napaka pri nalaganju uporabnikov',
    statusFailed: 'Napaka pri posodabljanju statusa udeležbe',
  },
  setlist: {
    saveFailed: 'Napaka pri shranjevanju setliste',
    changesSaveFailed: 'Napaka pri shranjevanju sprememb setliste',
    songsLoadFailed: 'Napaka pri nalaganju pesmi',
    duplicate: eventMessages.setlistDuplicateSong,
    selectAtLeastOne: 'Izberite vsaj eno pesem.',
    commentFailedDesktop: 'Napaka pri shranjevanju komentarja. Poskusite znova.',
    commentFailedMobile: 'Napaka pri shranjevanju komentarja',
  },
  headerImage: {
    type: eventMessages.headerImageType,
    tooLarge: eventMessages.headerImageTooLarge,
    missing: eventMessages.headerImageMissing,
    uploadFailed: 'Slike ni bilo mogoče naložiti. Poskusite znova.',
    deleteFailed: 'Slike ni bilo mogoče izbrisati. Poskusite znova.',
  },
  /** Spec §9 timings. */
  timings: { warningMs: 3000, errorClearMs: 5000, successClearMs: 3000 },
} as const;

/** The standard event types' names (a community's own types are shown as written). */
export const eventTypeLabels: Record<string, string> = {
  rehearsal: 'Vaja',
  mass: 'Maša',
  concert: 'Koncert',
  party: 'Zabava',
  broadcast: 'Prenos',
  recording: 'Snemanje',
  meeting: 'Srečanje',
  other: 'Drugo',
};

/**
 * Slovenian month and weekday names as Intl's sl-SI writes them (apps/web/test/dates.test.ts
 * compares them day by day). The events screens format dates with these instead of
 * Intl.DateTimeFormat, whose first use loads the locale's data: ~40 ms of the dashboard's first
 * screen in Chromium, ×4 on Lighthouse's phone (docs/performance.md).
 */
export const calendarNames = {
  months: ['januar', 'februar', 'marec', 'april', 'maj', 'junij', 'julij', 'avgust', 'september', 'oktober', 'november', 'december'],
  monthsShort: ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'avg.', 'sep.', 'okt.', 'nov.', 'dec.'],
  /** Sunday first, as Date.getDay() counts. */
  weekdays: ['nedelja', 'ponedeljek', 'torek', 'sreda', 'četrtek', 'petek', 'sobota'],
  weekdaysShort: ['ned.', 'pon.', 'tor.', 'sre.', 'čet.', 'pet.', 'sob.'],
} as const;

/** The words of the setlist's own buttons and its entry's key, beside the event card's texts: the dashboard shows them, the rest of ui-stand.ts loads with the stand (issue 25). */
export const standLinkUi = {
  stand: 'Stojalo',
  standTitle: 'Odpri note setliste čez ves zaslon',
  print: 'Natisni',
  printTitle: 'Pogled za tiskanje setliste',
  keyShown: (key: string) => `v ${key}`,
  keyTool: 'Tonaliteta',
} as const;
