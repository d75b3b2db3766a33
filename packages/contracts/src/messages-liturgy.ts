/**
 * Texts of the liturgical day and the Mass plan (issue 22): the names the server puts in its
 * answers and the screens show. Slovenian, formal 'vi'.
 */
export const liturgyMessages = {
  seasons: {
    advent: 'Advent',
    christmas: 'Božični čas',
    lent: 'Postni čas',
    paschal_triduum: 'Velikonočno tridnevje',
    easter: 'Velikonočni čas',
    ordinary_time: 'Čas med letom',
  },
  colours: {
    white: 'bela',
    red: 'rdeča',
    green: 'zelena',
    violet: 'vijolična',
    rose: 'rožnata',
    black: 'črna',
  },
  ranks: {
    solemnity: 'Slovesni praznik',
    feast: 'Praznik',
    memorial: 'Obvezni god',
    optional_memorial: 'Neobvezni god',
    sunday: 'Nedelja',
    weekday: 'Delavnik',
  },
  /** "Leto B", "Leto B, I" */
  sundayCycle: (c: string) => `Leto ${c}`,
  weekdayCycle: (c: string) => `delavniki ${c}`,
  noMass: 'Na ta dan ni maše.',
  /** Setlist warnings (never block saving). */
  warnings: {
    noGloria: 'Na ta dan se Slava ne poje.',
    alleluiaInLent: 'V postnem času se Aleluja ne poje; namesto nje je spev pred evangelijem.',
    noMass: 'Na veliki petek in veliko soboto ni maše.',
  },
  /** Why a song is suggested. */
  reasons: {
    category: (category: string) => category,
    usualIn: {
      Vstopna: 'običajno za vstop',
      'Gospod usmili se': 'običajno za Gospod, usmili se',
      Slava: 'običajno za Slavo',
      Psalm: 'običajno za psalm',
      Aleluja: 'običajno za Alelujo',
      'Spev pred evangelijem': 'običajno pred evangelijem',
      Darovanje: 'običajno pri darovanju',
      Svet: 'običajno za Svet',
      'Jagnje Božje': 'običajno za Jagnje Božje',
      Obhajilo: 'običajno pri obhajilu',
      Zaključna: 'običajno ob koncu maše',
      Dodatna: 'običajno kot dodatna',
    } as Record<string, string>,
    notSungWeeks: (weeks: number) => `ni bila peta ${weeks} ${weeks === 1 ? 'teden' : weeks === 2 ? 'tedna' : weeks <= 4 ? 'tedne' : 'tednov'}`,
    neverSung: 'še ni bila peta',
    sungRecently: 'peta v zadnjih 4 tednih',
  },
  plan: {
    button: 'Predlagaj po liturgiji',
    title: 'Predlog setliste po liturgiji',
    none: 'Brez pesmi',
    accept: 'Sprejmi predlog',
    cancel: 'Prekliči',
    loading: 'Nalagam predlog …',
    loadError: 'Predloga ni bilo mogoče naložiti.',
    saveError: 'Napaka pri shranjevanju setliste',
    /** A part no song fits (issue 57): it stays empty rather than take a wrong song. */
    noSuggestions: 'Ni primerne pesmi',
    lastSung: (date: string) => `nazadnje peta ${date}`,
    keepsExisting: 'Pesmi, ki so že v setlisti, ostanejo.',
    noMassDay: 'Na ta dan ni maše. Setlisto lahko vseeno shranite.',
    saved: 'Setlista je urejena po liturgiji.',
  },
  errors: {
    notMass: 'Predlog po liturgiji je na voljo le za maše.',
  },
  day: {
    label: 'Liturgični dan',
    colourMark: (colour: string) => `Liturgična barva: ${colour}`,
  },
} as const;
