import { plural } from './plural.ts';
/**
 * Text of the desktop dashboard (event carousel, event card, calendar, side lists) and of the
 * shared event modals (create/edit, delete, header image). The spec's own messages live in
 * ui-events.ts (`eventsUi`).
 */
export const dashboardUi = {
  title: 'Dogodki',
  loadFailed: 'Dogodkov ni bilo mogoče naložiti. Preverite povezavo in poskusite znova.',
  eventLoadFailed: 'Dogodka ni bilo mogoče naložiti. Poskusite znova ali izberite drug dogodek.',
  emptyHint: 'Ustvarite prvi dogodek in povabite člane skupine.',
  createFirst: 'Ustvari prvi dogodek',
  noCommunityHint: 'Za skupne dogodke se pridružite skupini ali ustvarite svojo.',

  carousel: {
    label: 'Izbrani dogodek',
    previous: 'Prejšnji dogodek',
    next: 'Naslednji dogodek',
    counter: (n: number, m: number) => `dogodek ${n} od ${m}`,
    outside: 'Dogodek ni med prihajajočimi',
    toUpcoming: 'Na prihajajoče dogodke',
  },

  card: {
    edit: 'Uredi',
    editLabel: 'Uredi podrobnosti dogodka',
    delete: 'Izbriši',
    deleteLabel: 'Izbriši dogodek',
    noPermission: 'Nimate dovoljenja',
    headerImage: 'Naslovna slika',
    headerImageLabel: 'Naloži ali zamenjaj naslovno sliko',
    headerImageAlt: (title: string) => `Naslovna slika dogodka ${title}`,
    deleted: 'Dogodek je izbrisan.',
    saved: 'Dogodek je shranjen.',
    created: 'Dogodek je ustvarjen.',
  },

  setlist: {
    title: 'Setlista',
    edit: 'Uredi setlisto',
    create: 'Sestavi setlisto',
    empty: 'Setlista je še prazna.',
    none: 'Dogodek še nima setliste.',
    loadFailed: 'Setliste ni bilo mogoče naložiti.',
    openSheet: 'Note',
    openSheetLabel: (title: string) => `Odpri note za pesem ${title}`,
    commentLabel: (title: string) => `Komentar k pesmi ${title}`,
    songsLabel: 'Pesmi setliste',
  },

  attendance: {
    title: 'Udeležba',
    mine: 'Moja udeležba',
    notOnList: 'Še niste odgovorili.',
    viewLabel: 'Prikaz udeležbe',
    onlyMe: 'Samo jaz',
    all: 'Vsi',
    me: '(jaz)',
    summary: (confirmed: number, declined: number, pending: number) =>
      `Potrjeno ${confirmed} · Zavrnjeno ${declined} · Neodločeno ${pending}`,
    none: 'Na seznamu še ni nikogar.',
    add: 'Dodaj udeležence',
    edit: 'Uredi udeležence',
    remove: (name: string) => `Odstrani ${name}`,
  },

  details: {
    title: 'Podrobnosti',
    noDescription: 'Brez opisa.',
  },

  attendeesModal: {
    title: 'Udeleženci dogodka',
    current: 'Na seznamu',
    noneCurrent: 'Na seznamu še ni nikogar.',
    candidates: 'Dodaj člane',
    candidatesNoCommunity: 'Dodaj uporabnike brez skupine',
    search: 'Išči po imenu',
    searchPlaceholder: 'Ime ali uporabniško ime …',
    noCandidates: 'Ni več članov, ki bi jih lahko dodali.',
    noMatches: 'Nihče ne ustreza iskanju.',
    select: (name: string) => `Izberi ${name}`,
    add: (n: number) => (n > 0 ? `Dodaj izbrane (${n})` : 'Dodaj izbrane'),
    adding: 'Dodajanje…',
    added: 'Udeleženci so dodani.',
    close: 'Zapri',
  },

  setlistEditor: {
    title: (event: string) => `Setlista: ${event}`,
    songbook: 'Pesmarica',
    search: 'Išči pesmi',
    searchPlaceholder: 'Naslov ali skladatelj …',
    sort: 'Razvrsti',
    sortAlpha: 'Abecedno',
    sortCategory: 'Po kategoriji',
    add: (title: string) => `Dodaj pesem ${title}`,
    inSetlist: 'v setlisti',
    noCandidates: 'Ni pesmi, ki bi ustrezale iskanju.',
    /** Issue 58, #19: an empty songbook, nothing searched. */
    noSongsYet: 'V pesmarici še ni pesmi. Dodate jih v Pesmarici.',
    selected: 'Izbrane pesmi',
    empty: 'Dodajte pesmi iz pesmarice na levi.',
    moveUp: (title: string) => `Premakni navzgor: ${title}`,
    moveDown: (title: string) => `Premakni navzdol: ${title}`,
    remove: (title: string) => `Odstrani iz setliste: ${title}`,
    role: 'Vloga',
    roleLabel: (title: string) => `Vloga pesmi ${title}`,
    rolePlaceholder: 'npr. uvod, solo …',
    comment: 'Komentar',
    commentLabel: (title: string) => `Komentar k pesmi ${title}`,
    save: 'Shrani setlisto',
    saving: 'Shranjevanje…',
    saved: 'Setlista je shranjena.',
  },

  calendar: {
    title: 'Koledar',
    previous: 'Prejšnji mesec',
    next: 'Naslednji mesec',
    today: 'Danes',
    dayLabel: (date: string, items: string[]) => (items.length ? `${date}: ${items.join(', ')}` : date),
    eventsCount: (n: number) => `${n} ${plural(n, 'dogodek', 'dogodka', 'dogodki', 'dogodkov')}`,
    legendEvent: 'dogodek',
    /** The feast's mark is its liturgical colour (issue 58, #15). */
    legendFestivity: 'praznik v barvi liturgije',
    /** A feast has no hour: the day is its time (issue 58, #15). */
    allDay: 'ves dan',
    loadFailed: 'Dogodkov v tem mesecu ni bilo mogoče naložiti.',
  },

  upcoming: {
    title: 'V naslednjih 7 dneh',
    empty: 'V naslednjih 7 dneh ni dogodkov.',
    loadFailed: 'Prihajajočih dogodkov ni bilo mogoče naložiti.',
  },

  holidays: {
    title: 'Cerkveni prazniki',
    empty: 'V tem obdobju ni cerkvenih praznikov.',
  },

  festivity: {
    back: 'Nazaj na dogodke',
    color: (label: string) => `Liturgična barva: ${label}`,
    readOnly: 'Cerkveni praznik je le za ogled.',
  },

  form: {
    createTitle: 'Ustvari dogodek',
    editTitle: 'Uredi podrobnosti dogodka',
    save: 'Shrani',
    saving: 'Shranjevanje…',
    creating: 'Ustvarjanje…',
    chooseCommunity: 'Izberite skupino',
    requiredHint: 'Polja z zvezdico so obvezna.',
    confirmChange: 'Da, zamenjaj skupino',
    keepCommunity: 'Ne, obdrži skupino',
    /** The user belongs to communities but may add events to none of them (issue 18). */
    noCreatableCommunity:
      'V svojih skupinah ne morete ustvarjati dogodkov: to lahko storijo skrbniki skupine, člani pa le, če skrbnik to dovoli. Ustvarite lahko zaseben dogodek brez skupine.',
    /** Some of the user's communities are left out of the list. */
    someCommunitiesHidden: 'Na seznamu so le skupine, v katerih lahko ustvarjate dogodke.',
  },

  deleteDialog: {
    title: 'Izbris dogodka',
    confirm: 'Izbriši',
    deleting: 'Brisanje…',
  },

  headerImage: {
    title: 'Naslovna slika dogodka',
    current: 'Trenutna slika',
    none: 'Dogodek še nima naslovne slike.',
    choose: 'Slika (JPG, PNG ali GIF)',
    help: 'JPG, PNG ali GIF, največ 5 MB.',
    upload: 'Naloži sliko',
    uploading: 'Nalaganje…',
    progress: 'Napredek nalaganja slike',
    remove: 'Odstrani sliko',
    removing: 'Odstranjevanje…',
    uploaded: 'Slika je naložena.',
    removed: 'Slika je odstranjena.',
  },
} as const;

/** The welcome of a user who belongs to no community yet (desktop dashboard and mobile events list). */
export const welcomeUi = {
  welcome: (name: string) => `Pozdravljeni, ${name}!`,
  noCommunity: 'Niste še član nobene skupine.',
  joinCommunity: 'Pridruži se skupini',
  createCommunity: 'Ustvari skupino',
} as const;

/**
 * Song history (issue 22) beside each song of the setlist editors' songbook (desktop and mobile).
 * An export of its own, so that only the editors' lazy chunks carry it, not the first screen's.
 */
export const setlistSongHistoryUi = {
  lastSung: (date: string) => `nazadnje peta ${date}`,
  neverSung: 'še ni bila peta',
} as const;
