/**
 * The Slovenian layer over romcal (DESIGN.md §8): names, the celebrations proper to Slovenia and
 * the holy days of obligation, as data keyed by romcal ids.
 *
 * romcal's Slovenia calendar (@romcal/calendar.slovenia 3.0.0-dev.116, the same in every romcal
 * branch: romcal/romcal rites/roman1969/src/particular-calendars/slovenia.ts) has no Slovenian
 * locale and adds only sv. Janez Nepomuk (16 May, optional memorial); everything else Slovenian
 * lives here. Each proper day below names its sources and the rank each gives (`source`); where
 * they disagree, docs/decisions.md ("Slovenian proper calendar: sources") says what was chosen.
 *
 * The one complete list of the Slovenian proper found is GCatholic's calendar of Slovenia
 * (gcatholic.org/calendar/<year>/SI-en), read through its transcription in the public repository
 * danisztls/glossa, site/src/lib/calendar/national/si.ts at 2091ab2d ("GCatholic" below). The
 * printed ordo of the Slovenian bishops (Direktorij za bogoslužje) is in none of the stored
 * corpora. Dates are checked against Slovenian Church pages where one was found (URLs beside
 * the entry); those pages rarely state a rank.
 *
 * Holy days of obligation (Sundays, Božič, Sveto Rešnje telo in kri, Marijino vnebovzetje,
 * Vsi sveti): https://radio.ognjisce.si/sl/197/slovenija/25998/letos-bomo-prosti-13-dni-med-tednom.htm
 */

/** A romcal precedence as the bundle expects it (a subset of Romcal.PRECEDENCES). */
type Precedence =
  | 'PROPER_SOLEMNITY__PRINCIPAL_PATRON_4A'
  | 'PROPER_FEAST_8F'
  | 'PROPER_MEMORIAL_11B'
  | 'OPTIONAL_MEMORIAL_12';

export interface ProperCelebration {
  /** A new id, or a romcal id whose date and rank Slovenia changes. */
  id: string;
  month: number;
  day: number;
  precedence: Precedence;
  colors?: ('WHITE' | 'RED')[];
  /** Where the date and rank come from, with the rank each source gives. */
  source: string;
}

const GCATHOLIC = 'GCatholic (calendar of Slovenia)';

/**
 * Celebrations proper to Slovenia, and the days of the General Roman Calendar that Slovenia keeps
 * on another date or at another rank, fed into romcal so that its precedence rules apply to them.
 */
export const properCelebrations: ProperCelebration[] = [
  // January
  {
    id: 'paulinus_ii_of_aquileia_bishop',
    month: 1,
    day: 11,
    precedence: 'PROPER_MEMORIAL_11B',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 11 Jan, memorial`,
  },
  // February
  {
    id: 'blaise_of_sebaste_bishop',
    month: 2,
    day: 3,
    precedence: 'PROPER_MEMORIAL_11B',
    source: `${GCATHOLIC}: 3 Feb, memorial (General Roman Calendar: optional memorial)`,
  },
  {
    id: 'ansgar_of_hamburg_bishop',
    month: 2,
    day: 4,
    precedence: 'OPTIONAL_MEMORIAL_12',
    source: `${GCATHOLIC}: 4 Feb, optional memorial (moved from 3 Feb, the memorial of sv. Blaž)`,
  },
  {
    id: 'valentine_of_rome_priest',
    month: 2,
    day: 14,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source: `${GCATHOLIC}: 14 Feb, optional memorial (the day sv. Ciril in Metod leave for 5 Jul)`,
  },
  {
    id: 'matthias_apostle',
    month: 2,
    day: 24,
    precedence: 'PROPER_FEAST_8F',
    colors: ['RED'],
    source:
      `${GCATHOLIC}: 24 Feb, feast (General Roman Calendar: 14 May); "pri nas zaradi prastare navade": ` +
      'https://www.revija.ognjisce.si/revija-ognjisce/432-svetniski-domovi/16462-sv-matija-24-februar',
  },
  // April
  {
    id: 'bernadette_soubirous_virgin',
    month: 4,
    day: 16,
    precedence: 'PROPER_MEMORIAL_11B',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 16 Apr, memorial`,
  },
  // May
  {
    id: 'joseph_the_worker',
    month: 5,
    day: 1,
    precedence: 'PROPER_FEAST_8F',
    source: `${GCATHOLIC}: 1 May, feast (General Roman Calendar: optional memorial); no Slovenian page found`,
  },
  {
    id: 'florian_of_lorch_martyr',
    month: 5,
    day: 4,
    precedence: 'PROPER_MEMORIAL_11B',
    colors: ['RED'],
    source:
      `${GCATHOLIC}: 4 May, memorial; date also https://exodus.si/novice.php?cat_id=0&page=30 ` +
      '("v koledarju 4. maja", no rank)',
  },
  {
    id: 'nereus_of_terracina_and_achilleus_of_terracina_martyrs',
    month: 5,
    day: 11,
    precedence: 'OPTIONAL_MEMORIAL_12',
    source: `${GCATHOLIC}: 11 May, optional memorial (moved from 12 May, the memorial of sv. Leopold Mandić)`,
  },
  {
    id: 'pancras_of_rome_martyr',
    month: 5,
    day: 11,
    precedence: 'OPTIONAL_MEMORIAL_12',
    source: `${GCATHOLIC}: 11 May, optional memorial (moved from 12 May, the memorial of sv. Leopold Mandić)`,
  },
  {
    id: 'leopold_mandic_priest',
    month: 5,
    day: 12,
    precedence: 'PROPER_MEMORIAL_11B',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 12 May, memorial`,
  },
  {
    id: 'john_nepomucene_priest',
    month: 5,
    day: 16,
    precedence: 'PROPER_MEMORIAL_11B',
    colors: ['RED'],
    source: `${GCATHOLIC}: 16 May, memorial; romcal's Slovenia calendar: 16 May, optional memorial`,
  },
  {
    id: 'judoc_priest',
    month: 5,
    day: 17,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 17 May, optional memorial`,
  },
  {
    id: 'mary_help_of_christians',
    month: 5,
    day: 24,
    precedence: 'PROPER_SOLEMNITY__PRINCIPAL_PATRON_4A',
    colors: ['WHITE'],
    source:
      `${GCATHOLIC}: 24 May, solemnity (celebrated on 25 May in 2026); "slovesni praznik", principal patroness of Slovenia: ` +
      'https://www.zupnija-dravlje.si/dogodki/sv-mase-na-praznik-marije-pomocnice-kristjanov-oz-marije-pomagaj/, ' +
      'https://radio.ognjisce.si/sl/286/novice/40144/na-brezjah-slovesno-ob-prazniku-marije-pomagaj.htm',
  },
  {
    id: 'alojzij_grozde_martyr',
    month: 5,
    day: 27,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source: `${GCATHOLIC}: 27 May, optional memorial`,
  },
  {
    id: 'maximus_of_emona_bishop',
    month: 5,
    day: 29,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 29 May, optional memorial`,
  },
  {
    id: 'cantius_cantianus_and_cantianilla_martyrs',
    month: 5,
    day: 30,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source: `${GCATHOLIC}: 30 May, optional memorial`,
  },
  // June
  {
    id: 'primus_and_felician_martyrs',
    month: 6,
    day: 9,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source: `${GCATHOLIC}: 9 Jun, optional memorial`,
  },
  {
    id: 'vitus_martyr',
    month: 6,
    day: 15,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source: `${GCATHOLIC}: 15 Jun, optional memorial`,
  },
  {
    id: 'cyril_of_alexandria_bishop',
    month: 6,
    day: 26,
    precedence: 'OPTIONAL_MEMORIAL_12',
    source: `${GCATHOLIC}: 26 Jun, optional memorial (moved from 27 Jun, the memorial of sv. Hema)`,
  },
  {
    id: 'hemma_of_gurk',
    month: 6,
    day: 27,
    precedence: 'PROPER_MEMORIAL_11B',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 27 Jun, memorial`,
  },
  // July
  {
    id: 'ulrich_of_augsburg_bishop',
    month: 7,
    day: 4,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 4 Jul, optional memorial`,
  },
  {
    id: 'cyril_constantine_the_philosopher_monk_and_methodius_michael_of_thessaloniki_bishop',
    month: 7,
    day: 5,
    precedence: 'PROPER_SOLEMNITY__PRINCIPAL_PATRON_4A',
    colors: ['WHITE'],
    source:
      '"njun god pa v Cerkvi na Slovenskem obhajamo kot slovesni praznik", 5 Jul: ' +
      'https://radio.ognjisce.si/sl/204/aktualno/27537/sveta-ciril-in-metod.htm, ' +
      'https://radio.ognjisce.si/sl/120/aktualno/4756/praznik-sv-bratov-cirila-in-metoda.htm, ' +
      `http://bolniska-zupnija.rkc.si/index.php/content/display/1485; ${GCATHOLIC}: 5 Jul, feast`,
  },
  {
    id: 'anthony_zaccaria_priest',
    month: 7,
    day: 7,
    precedence: 'OPTIONAL_MEMORIAL_12',
    source: `${GCATHOLIC}: 7 Jul, optional memorial (moved from 5 Jul, sv. Ciril in Metod)`,
  },
  {
    id: 'hermagoras_and_fortunatus_martyrs',
    month: 7,
    day: 12,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source:
      `${GCATHOLIC}: 12 Jul, optional memorial; date and "drugotna zavetnika" of the Ljubljana archdiocese: ` +
      'https://nadskofija-ljubljana.si/dogodek/sv-mohor-in-fortunat-drugotna-zavetnika-ljubljanske-nadskofije/',
  },
  {
    id: 'christopher_martyr',
    month: 7,
    day: 24,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source: `${GCATHOLIC}: 24 Jul, optional memorial`,
  },
  {
    id: 'gorazd_and_clement_of_ohrid_bishops_and_companions',
    month: 7,
    day: 27,
    precedence: 'PROPER_MEMORIAL_11B',
    colors: ['WHITE'],
    source:
      `${GCATHOLIC}: 27 Jul, memorial; date ("njihov spomin slavimo 27. julija"): ` +
      'https://revija.ognjisce.si/iz-vsebine/pricevalec-evangelija/1002-gorazd-naum-angelar-sava-kliment-ohridski-zacetek-10-st',
  },
  // August, September
  {
    id: 'roch_of_montpellier',
    month: 8,
    day: 16,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 16 Aug, optional memorial`,
  },
  {
    id: 'giles_abbot',
    month: 9,
    day: 1,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 1 Sep, optional memorial`,
  },
  {
    id: 'anton_martin_slomsek_bishop',
    month: 9,
    day: 24,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['WHITE'],
    source:
      `${GCATHOLIC}: 24 Sep, optional memorial; date: ` +
      'https://nadskofija-ljubljana.si/god-bl-antona-martina-slomska-in-slomskova-nedelja-2014/, ' +
      'https://revija.ognjisce.si/iz-vsebine/pricevalec-evangelija/1247-anton-martin-slomsek-1800-1862',
  },
  {
    id: 'rupert_of_salzburg_bishop',
    month: 9,
    day: 24,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 24 Sep, optional memorial`,
  },
  // October
  {
    id: 'bruno_of_cologne_priest',
    month: 10,
    day: 6,
    precedence: 'PROPER_MEMORIAL_11B',
    source: `${GCATHOLIC}: 6 Oct, memorial (General Roman Calendar: optional memorial); no Slovenian page found`,
  },
  {
    id: 'maximilian_of_celeia_bishop',
    month: 10,
    day: 12,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source:
      `${GCATHOLIC}: 12 Oct, optional memorial; date ("12. oktobra goduje sv. Maksimilijan Celjski, škof in mučenec"): ` +
      'https://katoliska-cerkev.si/sv-maksimilijan-celjski',
  },
  // November
  {
    id: 'justus_of_trieste_martyr',
    month: 11,
    day: 3,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source: `${GCATHOLIC}: 3 Nov, optional memorial`,
  },
  {
    id: 'victorinus_of_pettau_bishop',
    month: 11,
    day: 3,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source:
      `${GCATHOLIC}: 3 Nov, optional memorial; date (2 Nov is All Souls, "obhajamo njegov god 3. novembra"): ` +
      'https://revija.ognjisce.si/iz-vsebine/pricevalec-evangelija/1361-viktorin-ptujski-umrl-ok-303',
  },
  {
    id: 'leonard_of_noblac_abbot',
    month: 11,
    day: 6,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 6 Nov, optional memorial`,
  },
  {
    id: 'stanislaus_kostka_religious',
    month: 11,
    day: 13,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 13 Nov, optional memorial`,
  },
  {
    id: 'virgil_of_salzburg_and_modestus_bishops',
    month: 11,
    day: 27,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['WHITE'],
    source: `${GCATHOLIC}: 27 Nov, optional memorial`,
  },
  // December
  {
    id: 'nicholas_of_myra_bishop',
    month: 12,
    day: 6,
    precedence: 'PROPER_MEMORIAL_11B',
    source: `${GCATHOLIC}: 6 Dec, memorial (General Roman Calendar: optional memorial)`,
  },
  {
    id: 'marija_krizina_bojanc_marija_antonija_fabjan_and_companions_virgins_and_martyrs',
    month: 12,
    day: 15,
    precedence: 'OPTIONAL_MEMORIAL_12',
    colors: ['RED'],
    source: `${GCATHOLIC}: 15 Dec, optional memorial`,
  },
];

/**
 * Holy days of obligation in Slovenia besides the Sundays. 8 December is a solemnity but not a
 * holy day of obligation here (DESIGN.md §8).
 */
export const holyDaysOfObligation: ReadonlySet<string> = new Set([
  'nativity_of_the_lord',
  'most_holy_body_and_blood_of_christ',
  'assumption_of_the_blessed_virgin_mary',
  'all_saints',
]);

/** Slovenian names for every celebration romcal's Slovenia calendar produces (rank optional memorial and up, Sundays, the Triduum). */
export const slovenianNames: Readonly<Record<string, string>> = {
  // Proper of Time
  nativity_of_the_lord: 'Božič – Gospodovo rojstvo',
  holy_family_of_jesus_mary_and_joseph: 'Sveta družina Jezusa, Marije in Jožefa',
  mary_mother_of_god: 'Sveta Božja Mati Marija – novo leto',
  second_sunday_after_christmas: '2. nedelja po božiču',
  epiphany_of_the_lord: 'Gospodovo razglašenje – sveti trije kralji',
  baptism_of_the_lord: 'Jezusov krst',
  sunday_of_the_word_of_god: '3. nedelja med letom – nedelja Božje besede',
  ash_wednesday: 'Pepelnica',
  palm_sunday_of_the_passion_of_the_lord: 'Cvetna nedelja – nedelja Gospodovega trpljenja',
  thursday_of_the_lords_supper: 'Veliki četrtek – večerna maša Gospodove zadnje večerje',
  friday_of_the_passion_of_the_lord: 'Veliki petek – Gospodovo trpljenje',
  holy_saturday: 'Velika sobota',
  easter_sunday: 'Velika noč – Gospodovo vstajenje',
  easter_monday: 'Velikonočni ponedeljek',
  easter_tuesday: 'Velikonočni torek',
  easter_wednesday: 'Velikonočna sreda',
  easter_thursday: 'Velikonočni četrtek',
  easter_friday: 'Velikonočni petek',
  easter_saturday: 'Velikonočna sobota',
  divine_mercy_sunday: '2. velikonočna nedelja – nedelja Božjega usmiljenja',
  ascension_of_the_lord: 'Gospodov vnebohod',
  pentecost_sunday: 'Binkošti – prihod Svetega Duha',
  most_holy_trinity: 'Sveta Trojica',
  most_holy_body_and_blood_of_christ: 'Sveto Rešnje telo in kri',
  most_sacred_heart_of_jesus: 'Srce Jezusovo',
  our_lord_jesus_christ_king_of_the_universe: 'Jezus Kristus, Kralj vesoljstva',

  // Slovenian proper (properCelebrations)
  paulinus_ii_of_aquileia_bishop: 'Sv. Pavlin Oglejski, škof',
  valentine_of_rome_priest: 'Sv. Valentin, duhovnik in mučenec',
  bernadette_soubirous_virgin: 'Sv. Bernardka Soubirous, devica',
  florian_of_lorch_martyr: 'Sv. Florijan, mučenec',
  leopold_mandic_priest: 'Sv. Leopold Mandić, duhovnik',
  john_nepomucene_priest: 'Sv. Janez Nepomuk, duhovnik in mučenec',
  judoc_priest: 'Sv. Jošt, duhovnik in puščavnik',
  mary_help_of_christians: 'Marija Pomočnica kristjanov – Marija Pomagaj, zavetnica Slovenije',
  alojzij_grozde_martyr: 'Bl. Alojzij Grozde, mučenec',
  maximus_of_emona_bishop: 'Sv. Maksim Emonski, škof',
  cantius_cantianus_and_cantianilla_martyrs: 'Sv. Kancij, Kancijan in Kancijanila, mučenci',
  primus_and_felician_martyrs: 'Sv. Primož in Felicijan, mučenca',
  vitus_martyr: 'Sv. Vid, mučenec',
  hemma_of_gurk: 'Sv. Hema Krška, kneginja',
  ulrich_of_augsburg_bishop: 'Sv. Urh, škof',
  hermagoras_and_fortunatus_martyrs: 'Sv. Mohor in Fortunat, mučenca',
  christopher_martyr: 'Sv. Krištof, mučenec',
  gorazd_and_clement_of_ohrid_bishops_and_companions: 'Sv. Gorazd in Kliment Ohridski, škofa, in tovariši',
  roch_of_montpellier: 'Sv. Rok',
  giles_abbot: 'Sv. Tilen (Egidij), opat',
  anton_martin_slomsek_bishop: 'Bl. Anton Martin Slomšek, škof',
  rupert_of_salzburg_bishop: 'Sv. Rupert, škof',
  maximilian_of_celeia_bishop: 'Sv. Maksimilijan Celjski, škof in mučenec',
  justus_of_trieste_martyr: 'Sv. Just Tržaški, mučenec',
  victorinus_of_pettau_bishop: 'Sv. Viktorin Ptujski, škof in mučenec',
  leonard_of_noblac_abbot: 'Sv. Lenart, opat',
  stanislaus_kostka_religious: 'Sv. Stanislav Kostka, redovnik',
  virgil_of_salzburg_and_modestus_bishops: 'Sv. Virgil in Modest, škofa',
  marija_krizina_bojanc_marija_antonija_fabjan_and_companions_virgins_and_martyrs:
    'Bl. Drinske mučenke (Marija Krizina Bojanc, Marija Antonija Fabjan in tovarišice), device in mučenke',

  // Proper of Saints (General Roman Calendar, with the patrons of Europe)
  basil_the_great_and_gregory_nazianzen_bishops: 'Sv. Bazilij Veliki in Gregor Nacianški, škofa in cerkvena učitelja',
  most_holy_name_of_jesus: 'Presveto Jezusovo ime',
  raymond_of_penyafort_priest: 'Sv. Rajmund Penjafortski, duhovnik',
  hilary_of_poitiers_bishop: 'Sv. Hilarij, škof in cerkveni učitelj',
  anthony_of_egypt_abbot: 'Sv. Anton, puščavnik',
  fabian_i_pope: 'Sv. Fabijan, papež in mučenec',
  sebastian_of_milan_martyr: 'Sv. Boštjan, mučenec',
  agnes_of_rome_virgin: 'Sv. Neža, devica in mučenka',
  vincent_of_saragossa_deacon: 'Sv. Vincencij, diakon in mučenec',
  francis_de_sales_bishop: 'Sv. Frančišek Saleški, škof in cerkveni učitelj',
  conversion_of_saint_paul_the_apostle: 'Spreobrnjenje apostola Pavla',
  timothy_of_ephesus_and_titus_of_crete_bishops: 'Sv. Timotej in Tit, škofa',
  angela_merici_virgin: 'Sv. Angela Merici, devica',
  thomas_aquinas_priest: 'Sv. Tomaž Akvinski, duhovnik in cerkveni učitelj',
  john_bosco_priest: 'Sv. Janez Bosko, duhovnik',
  presentation_of_the_lord: 'Jezusovo darovanje – svečnica',
  ansgar_of_hamburg_bishop: 'Sv. Ansgar, škof',
  blaise_of_sebaste_bishop: 'Sv. Blaž, škof in mučenec',
  agatha_of_sicily_virgin: 'Sv. Agata, devica in mučenka',
  paul_miki_and_companions_martyrs: 'Sv. Pavel Miki in tovariši, mučenci',
  jerome_emiliani: 'Sv. Hieronim Emiliani',
  josephine_bakhita_virgin: 'Sv. Jožefina Bakhita, devica',
  scholastica_of_nursia_virgin: 'Sv. Sholastika, devica',
  our_lady_of_lourdes: 'Lurška Mati Božja',
  cyril_constantine_the_philosopher_monk_and_methodius_michael_of_thessaloniki_bishop:
    'Sv. Ciril in Metod, slovanska apostola, sozavetnika Evrope',
  seven_holy_founders_of_the_servite_order: 'Sv. ustanovitelji reda servitov',
  peter_damian_bishop: 'Sv. Peter Damiani, škof in cerkveni učitelj',
  chair_of_saint_peter_the_apostle: 'Sedež apostola Petra',
  polycarp_of_smyrna_bishop: 'Sv. Polikarp, škof in mučenec',
  matthias_apostle: 'Sv. Matija, apostol',
  gregory_of_narek_abbot: 'Sv. Gregor iz Nareka, opat in cerkveni učitelj',
  casimir_of_poland: 'Sv. Kazimir',
  perpetua_of_carthage_and_felicity_of_carthage_martyrs: 'Sv. Perpetua in Felicita, mučenki',
  john_of_god_duarte_cidade_religious: 'Sv. Janez od Boga, redovnik',
  frances_of_rome_religious: 'Sv. Frančiška Rimska, redovnica',
  patrick_of_ireland_bishop: 'Sv. Patrik, škof',
  cyril_of_jerusalem_bishop: 'Sv. Ciril Jeruzalemski, škof in cerkveni učitelj',
  joseph_spouse_of_mary: 'Sv. Jožef, mož Device Marije',
  turibius_of_mogrovejo_bishop: 'Sv. Turibij iz Mogroveja, škof',
  annunciation_of_the_lord: 'Gospodovo oznanjenje',
  francis_of_paola_hermit: 'Sv. Frančišek Paolski, puščavnik',
  isidore_of_seville_bishop: 'Sv. Izidor, škof in cerkveni učitelj',
  vincent_ferrer_priest: 'Sv. Vincencij Ferrer, duhovnik',
  john_baptist_de_la_salle_priest: 'Sv. Janez Krstnik de la Salle, duhovnik',
  stanislaus_of_szczepanow_bishop: 'Sv. Stanislav, škof in mučenec',
  martin_i_pope: 'Sv. Martin I., papež in mučenec',
  anselm_of_canterbury_bishop: 'Sv. Anzelm, škof in cerkveni učitelj',
  adalbert_of_prague_bishop: 'Sv. Adalbert (Vojteh), škof in mučenec',
  george_of_lydda_martyr: 'Sv. Jurij, mučenec',
  fidelis_of_sigmaringen_priest: 'Sv. Fidelis iz Sigmaringena, duhovnik in mučenec',
  mark_evangelist: 'Sv. Marko, evangelist',
  louis_grignion_de_montfort_priest: 'Sv. Ludvik Grignion Montfortski, duhovnik',
  peter_chanel_priest: 'Sv. Peter Chanel, duhovnik in mučenec',
  catherine_of_siena_virgin: 'Sv. Katarina Sienska, devica in cerkvena učiteljica, sozavetnica Evrope',
  pius_v_pope: 'Sv. Pij V., papež',
  joseph_the_worker: 'Sv. Jožef, delavec',
  athanasius_of_alexandria_bishop: 'Sv. Atanazij, škof in cerkveni učitelj',
  philip_and_james_apostles: 'Sv. Filip in Jakob, apostola',
  john_of_avila_priest: 'Sv. Janez Avilski, duhovnik in cerkveni učitelj',
  nereus_of_terracina_and_achilleus_of_terracina_martyrs: 'Sv. Nerej in Ahilej, mučenca',
  pancras_of_rome_martyr: 'Sv. Pankracij, mučenec',
  our_lady_of_fatima: 'Fatimska Mati Božja',
  john_i_pope: 'Sv. Janez I., papež in mučenec',
  bernardine_of_siena_priest: 'Sv. Bernardin Sienski, duhovnik',
  christopher_magallanes_priest_and_companions_martyrs: 'Sv. Krištof Magallanes, duhovnik, in tovariši, mučenci',
  rita_of_cascia_religious: 'Sv. Rita iz Cascie, redovnica',
  bede_the_venerable_priest: 'Sv. Beda Častitljivi, duhovnik in cerkveni učitelj',
  gregory_vii_pope: 'Sv. Gregor VII., papež',
  mary_magdalene_de_pazzi_virgin: 'Sv. Marija Magdalena Pazzi, devica',
  philip_neri_priest: 'Sv. Filip Neri, duhovnik',
  augustine_of_canterbury_bishop: 'Sv. Avguštin Canterburyjski, škof',
  paul_vi_pope: 'Sv. Pavel VI., papež',
  mary_mother_of_the_church: 'Devica Marija, Mati Cerkve',
  visitation_of_mary: 'Obiskanje Device Marije',
  justin_martyr: 'Sv. Justin, mučenec',
  marcellinus_of_rome_and_peter_the_exorcist_martyrs: 'Sv. Marcelin in Peter, mučenca',
  charles_lwanga_and_companions_martyrs: 'Sv. Karel Lwanga in tovariši, mučenci',
  boniface_of_mainz_bishop: 'Sv. Bonifacij, škof in mučenec',
  norbert_of_xanten_bishop: 'Sv. Norbert, škof',
  immaculate_heart_of_mary: 'Brezmadežno Srce Device Marije',
  ephrem_the_syrian_deacon: 'Sv. Efrem, diakon in cerkveni učitelj',
  barnabas_apostle: 'Sv. Barnaba, apostol',
  anthony_of_padua_priest: 'Sv. Anton Padovanski, duhovnik in cerkveni učitelj',
  romuald_of_ravenna_abbot: 'Sv. Romuald, opat',
  aloysius_gonzaga_religious: 'Sv. Alojzij Gonzaga, redovnik',
  paulinus_of_nola_bishop: 'Sv. Pavlin iz Nole, škof',
  john_fisher_bishop_and_thomas_more_martyrs: 'Sv. Janez Fisher, škof, in Tomaž More, mučenca',
  nativity_of_john_the_baptist: 'Rojstvo Janeza Krstnika',
  cyril_of_alexandria_bishop: 'Sv. Ciril Aleksandrijski, škof in cerkveni učitelj',
  irenaeus_of_lyon_bishop: 'Sv. Irenej, škof, mučenec in cerkveni učitelj',
  peter_and_paul_apostles: 'Sv. Peter in Pavel, apostola',
  first_martyrs_of_the_holy_roman_church: 'Prvi mučenci rimske Cerkve',
  thomas_apostle: 'Sv. Tomaž, apostol',
  elizabeth_of_portugal: 'Sv. Elizabeta Portugalska',
  anthony_zaccaria_priest: 'Sv. Anton Marija Zaccaria, duhovnik',
  maria_goretti_virgin: 'Sv. Marija Goretti, devica in mučenka',
  augustine_zhao_rong_priest_and_companions_martyrs: 'Sv. Avguštin Zhao Rong, duhovnik, in tovariši, mučenci',
  benedict_of_nursia_abbot: 'Sv. Benedikt, opat, zavetnik Evrope',
  henry_ii_emperor: 'Sv. Henrik',
  camillus_de_lellis_priest: 'Sv. Kamil de Lellis, duhovnik',
  bonaventure_of_bagnoregio_bishop: 'Sv. Bonaventura, škof in cerkveni učitelj',
  our_lady_of_mount_carmel: 'Karmelska Mati Božja',
  apollinaris_of_ravenna_bishop: 'Sv. Apolinarij, škof in mučenec',
  lawrence_of_brindisi_priest: 'Sv. Lovrenc iz Brindisija, duhovnik in cerkveni učitelj',
  mary_magdalene: 'Sv. Marija Magdalena',
  bridget_of_sweden_religious: 'Sv. Brigita Švedska, redovnica, sozavetnica Evrope',
  sharbel_makhluf_priest: 'Sv. Šarbel Makhluf, duhovnik',
  james_apostle: 'Sv. Jakob, apostol',
  joachim_and_anne_parents_of_mary: 'Sv. Joahim in Ana, starša Device Marije',
  martha_of_bethany_mary_of_bethany_and_lazarus_of_bethany: 'Sv. Marta, Marija in Lazar',
  peter_chrysologus_bishop: 'Sv. Peter Krizolog, škof in cerkveni učitelj',
  ignatius_of_loyola_priest: 'Sv. Ignacij Loyolski, duhovnik',
  alphonsus_mary_liguori_bishop: 'Sv. Alfonz Marija Ligvorij, škof in cerkveni učitelj',
  eusebius_of_vercelli_bishop: 'Sv. Evzebij iz Vercellija, škof',
  peter_julian_eymard_priest: 'Sv. Peter Julijan Eymard, duhovnik',
  john_mary_vianney_priest: 'Sv. Janez Marija Vianney, duhovnik',
  dedication_of_the_basilica_of_saint_mary_major: 'Posvetitev bazilike Marije Velike',
  transfiguration_of_the_lord: 'Jezusova spremenitev na gori',
  cajetan_of_thiene_priest: 'Sv. Kajetan, duhovnik',
  sixtus_ii_pope_and_companions_martyrs: 'Sv. Sikst II., papež, in tovariši, mučenci',
  dominic_de_guzman_priest: 'Sv. Dominik, duhovnik',
  teresa_benedicta_of_the_cross_stein_virgin: 'Sv. Terezija Benedikta od Križa (Edith Stein), devica in mučenka, sozavetnica Evrope',
  lawrence_of_rome_deacon: 'Sv. Lovrenc, diakon in mučenec',
  clare_of_assisi_virgin: 'Sv. Klara, devica',
  jane_frances_de_chantal_religious: 'Sv. Ivana Frančiška de Chantal, redovnica',
  pontian_i_pope_and_hippolytus_of_rome_priest: 'Sv. Poncijan, papež, in Hipolit, duhovnik, mučenca',
  maximilian_mary_raymund_kolbe_priest: 'Sv. Maksimilijan Marija Kolbe, duhovnik in mučenec',
  assumption_of_the_blessed_virgin_mary: 'Marijino vnebovzetje – veliki šmaren',
  stephen_i_of_hungary: 'Sv. Štefan Ogrski',
  john_eudes_priest: 'Sv. Janez Eudes, duhovnik',
  bernard_of_clairvaux_abbot: 'Sv. Bernard, opat in cerkveni učitelj',
  pius_x_pope: 'Sv. Pij X., papež',
  queenship_of_the_blessed_virgin_mary: 'Devica Marija Kraljica',
  rose_of_lima_virgin: 'Sv. Roza iz Lime, devica',
  bartholomew_apostle: 'Sv. Jernej, apostol',
  joseph_of_calasanz_priest: 'Sv. Jožef Kalasanc, duhovnik',
  louis_ix_of_france: 'Sv. Ludvik',
  monica_of_hippo: 'Sv. Monika',
  augustine_of_hippo_bishop: 'Sv. Avguštin, škof in cerkveni učitelj',
  passion_of_saint_john_the_baptist: 'Mučeništvo Janeza Krstnika',
  gregory_i_the_great_pope: 'Sv. Gregor Veliki, papež in cerkveni učitelj',
  teresa_of_calcutta_virgin: 'Sv. Terezija iz Kalkute, devica',
  nativity_of_the_blessed_virgin_mary: 'Marijino rojstvo – mali šmaren',
  peter_claver_priest: 'Sv. Peter Klaver, duhovnik',
  most_holy_name_of_mary: 'Marijino ime',
  john_chrysostom_bishop: 'Sv. Janez Zlatousti, škof in cerkveni učitelj',
  exaltation_of_the_holy_cross: 'Povišanje svetega križa',
  our_lady_of_sorrows: 'Žalostna Mati Božja',
  cornelius_i_pope_and_cyprian_of_carthage_bishop_martyrs: 'Sv. Kornelij, papež, in Ciprijan, škof, mučenca',
  hildegard_of_bingen_abbess: 'Sv. Hildegarda iz Bingna, opatinja in cerkvena učiteljica',
  robert_bellarmine_bishop: 'Sv. Robert Bellarmino, škof in cerkveni učitelj',
  januarius_i_of_benevento_bishop: 'Sv. Januarij, škof in mučenec',
  andrew_kim_tae_gon_priest_paul_chong_ha_sang_and_companions_martyrs:
    'Sv. Andrej Kim Tae-gon, duhovnik, Pavel Chong Ha-sang in tovariši, mučenci',
  matthew_apostle: 'Sv. Matej, apostol in evangelist',
  pius_francesco_forgione_priest: 'Sv. Pij iz Pietrelcine, duhovnik',
  cosmas_of_cilicia_and_damian_of_cilicia_martyrs: 'Sv. Kozma in Damijan, mučenca',
  vincent_de_paul_priest: 'Sv. Vincencij Pavelski, duhovnik',
  lawrence_ruiz_and_companions_martyrs: 'Sv. Lovrenc Ruiz in tovariši, mučenci',
  wenceslaus_i_of_bohemia_martyr: 'Sv. Venčeslav, mučenec',
  michael_gabriel_and_raphael_archangels: 'Sv. nadangeli Mihael, Gabriel in Rafael',
  jerome_of_stridon_priest: 'Sv. Hieronim, duhovnik in cerkveni učitelj',
  therese_of_the_child_jesus_and_the_holy_face_of_lisieux_virgin: 'Sv. Terezija Deteta Jezusa, devica in cerkvena učiteljica',
  holy_guardian_angels: 'Sveti angeli varuhi',
  francis_of_assisi: 'Sv. Frančišek Asiški',
  faustina_kowalska_virgin: 'Sv. Favstina Kowalska, devica',
  bruno_of_cologne_priest: 'Sv. Bruno, duhovnik',
  our_lady_of_the_rosary: 'Rožnovenska Mati Božja',
  denis_of_paris_bishop_and_companions_martyrs: 'Sv. Dionizij, škof, in tovariši, mučenci',
  john_leonardi_priest: 'Sv. Janez Leonardi, duhovnik',
  john_xxiii_pope: 'Sv. Janez XXIII., papež',
  callistus_i_pope: 'Sv. Kalist I., papež in mučenec',
  teresa_of_jesus_of_avila_virgin: 'Sv. Terezija Avilska, devica in cerkvena učiteljica',
  hedwig_of_silesia_religious: 'Sv. Hedvika, redovnica',
  margaret_mary_alacoque_virgin: 'Sv. Marjeta Marija Alacoque, devica',
  ignatius_of_antioch_bishop: 'Sv. Ignacij Antiohijski, škof in mučenec',
  luke_evangelist: 'Sv. Luka, evangelist',
  paul_of_the_cross_priest: 'Sv. Pavel od Križa, duhovnik',
  john_de_brebeuf_isaac_jogues_priests_and_companions_martyrs: 'Sv. Janez de Brébeuf in Izak Jogues, duhovnika, in tovariši, mučenci',
  john_paul_ii_pope: 'Sv. Janez Pavel II., papež',
  john_of_capistrano_priest: 'Sv. Janez Kapistran, duhovnik',
  anthony_mary_claret_bishop: 'Sv. Anton Marija Claret, škof',
  simon_and_jude_apostles: 'Sv. Simon in Juda, apostola',
  all_saints: 'Vsi sveti',
  commemoration_of_all_the_faithful_departed: 'Spomin vseh vernih rajnih',
  martin_de_porres_religious: 'Sv. Martin de Porres, redovnik',
  charles_borromeo_bishop: 'Sv. Karel Boromejski, škof',
  dedication_of_the_lateran_basilica: 'Posvetitev lateranske bazilike',
  leo_i_the_great_pope: 'Sv. Leon Veliki, papež in cerkveni učitelj',
  martin_of_tours_bishop: 'Sv. Martin, škof',
  josaphat_kuntsevych_bishop: 'Sv. Jozafat, škof in mučenec',
  albert_the_great_bishop: 'Sv. Albert Veliki, škof in cerkveni učitelj',
  gertrude_the_great_virgin: 'Sv. Jedrt, devica',
  margaret_of_scotland: 'Sv. Marjeta Škotska',
  elizabeth_of_hungary_religious: 'Sv. Elizabeta Ogrska, redovnica',
  dedication_of_the_basilicas_of_saints_peter_and_paul_apostles: 'Posvetitev bazilik apostolov Petra in Pavla',
  presentation_of_the_blessed_virgin_mary: 'Darovanje Device Marije',
  cecilia_of_rome_virgin: 'Sv. Cecilija, devica in mučenka',
  clement_i_pope: 'Sv. Klemen I., papež in mučenec',
  columban_of_luxeuil_abbot: 'Sv. Kolumban, opat',
  andrew_dung_lac_priest_and_companions_martyrs: 'Sv. Andrej Dung-Lac, duhovnik, in tovariši, mučenci',
  catherine_of_alexandria_virgin: 'Sv. Katarina Aleksandrijska, devica in mučenka',
  andrew_apostle: 'Sv. Andrej, apostol',
  francis_xavier_priest: 'Sv. Frančišek Ksaver, duhovnik',
  john_damascene_priest: 'Sv. Janez Damaščan, duhovnik in cerkveni učitelj',
  nicholas_of_myra_bishop: 'Sv. Miklavž, škof',
  ambrose_of_milan_bishop: 'Sv. Ambrož, škof in cerkveni učitelj',
  immaculate_conception_of_the_blessed_virgin_mary: 'Brezmadežno spočetje Device Marije',
  juan_diego_cuauhtlatoatzin: 'Sv. Janez Diego Cuauhtlatoatzin',
  our_lady_of_loreto: 'Loretska Mati Božja',
  damasus_i_pope: 'Sv. Damaz I., papež',
  our_lady_of_guadalupe: 'Guadalupska Mati Božja',
  lucy_of_syracuse_virgin: 'Sv. Lucija, devica in mučenka',
  john_of_the_cross_priest: 'Sv. Janez od Križa, duhovnik in cerkveni učitelj',
  peter_canisius_priest: 'Sv. Peter Kanizij, duhovnik in cerkveni učitelj',
  john_of_kanty_priest: 'Sv. Janez Kancij, duhovnik',
  stephen_the_first_martyr: 'Sv. Štefan, prvi mučenec',
  john_apostle: 'Sv. Janez, apostol in evangelist',
  holy_innocents_martyrs: 'Sveti nedolžni otroci, mučenci',
  thomas_becket_bishop: 'Sv. Tomaž Becket, škof in mučenec',
  sylvester_i_pope: 'Sv. Silvester I., papež',
};

/** Sundays of the seasons, named from their romcal id ("advent_3_sunday" → "3. adventna nedelja"). */
const sundayPatterns: [RegExp, (week: number) => string][] = [
  [/^advent_(\d+)_sunday$/, (w) => `${w}. adventna nedelja`],
  [/^lent_(\d+)_sunday$/, (w) => (w === 4 ? '4. postna nedelja – nedelja veselja' : `${w}. postna nedelja`)],
  [/^easter_time_(\d+)_sunday$/, (w) => `${w}. velikonočna nedelja`],
  [/^ordinary_time_(\d+)_sunday$/, (w) => `${w}. nedelja med letom`],
];

/** The Slovenian name of a romcal celebration, or null when the table has none. */
export function slovenianName(id: string): string | null {
  const named = slovenianNames[id];
  if (named) return named;
  for (const [pattern, name] of sundayPatterns) {
    const m = pattern.exec(id);
    if (m) return name(Number(m[1]));
  }
  return null;
}

/** Where romcal's rank differs from the Missal's: the Baptism of the Lord is a feast of the Lord. */
export const typeOverrides: Readonly<Record<string, 'feast'>> = {
  baptism_of_the_lord: 'feast',
};

export const rankNames = {
  solemnity: 'Slovesni praznik',
  feast: 'Praznik',
  memorial: 'Obvezni god',
  optional_memorial: 'Neobvezni god',
  sunday: 'Nedelja',
  other: 'Posebni dan',
} as const;

export const seasonNames: Readonly<Record<string, string>> = {
  ADVENT: 'adventni čas',
  CHRISTMAS_TIME: 'božični čas',
  LENT: 'postni čas',
  PASCHAL_TRIDUUM: 'velikonočno tridnevje',
  EASTER_TIME: 'velikonočni čas',
  ORDINARY_TIME: 'čas med letom',
};
