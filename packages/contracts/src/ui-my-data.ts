/** "Moji podatki" in Moj profil (issue 61): the export of one's data and the deletion of the account. */
export const myDataUi = {
  cardTitle: 'Moji podatki',
  /** The profile's tab on a phone. */
  tabTitle: 'Podatki',
  exportHeading: 'Prenesi moje podatke',
  exportIntro:
    'Pripravimo datoteko ZIP z vsem, kar aplikacija hrani o vas: profil, članstva in vloge, glasove, udeležbe, odsotnosti, opomnike in koledarje, obvestila, objave in komentarje, osebne pesmi z notnimi zapisi ter prijave. Priložen je opis vsake datoteke.',
  exportRequest: 'Pripravi moje podatke',
  exportRequesting: 'Pošiljam …',
  exportAgain: 'Pripravi znova',
  exportPending: 'Pripravljamo vaše podatke. Ko bodo pripravljeni, vas obvestimo po e-pošti in v aplikaciji; stran lahko medtem zaprete.',
  exportFailed: 'Priprave ni bilo mogoče dokončati. Poskusite znova.',
  exportReady: (size: string, until: string) => `Vaši podatki so pripravljeni (${size}). Prenesete jih lahko do ${until}.`,
  exportPasswordLabel: 'Vaše geslo',
  exportPasswordHelp: 'Za prenos vnesite svoje geslo; tako vaših podatkov ne prenese nihče drug, ki ima dostop do te naprave.',
  download: 'Prenesi ZIP',
  downloading: 'Prenašam …',
  downloadFailed: 'Prenos ni uspel. Poskusite znova.',
  requestFailed: 'Priprave ni bilo mogoče začeti. Poskusite znova.',
  loadFailed: 'Podatkov o izvozu ni bilo mogoče naložiti.',

  deleteHeading: 'Izbriši račun',
  deleteIntro: 'Račun in vaši osebni podatki bodo trajno izbrisani. Tega ni mogoče razveljaviti; prej si lahko zgoraj prenesete svoje podatke.',
  deleteOpen: 'Izbriši račun …',
  deleteTitle: 'Izbris računa',
  deleteWhat: 'Kaj se zgodi:',
  /** The screen says exactly what happens (issue 61). */
  deleteList: [
    'Izbrišemo vaš račun, profilno sliko, prijave na vseh napravah, koledarske povezave in povezave za odgovor, odsotnosti, glasove, obvestila, opomnike ter osebne pesmi z njihovimi datotekami.',
    'Vaše objave in komentarji v skupinah ostanejo, podpisani kot »Izbrisan uporabnik«, da pogovor ostane berljiv.',
    'Vaše udeležbe na preteklih dogodkih ostanejo brez vašega imena, za statistiko skupine; udeležbe na prihodnjih dogodkih izbrišemo.',
    'Dogodki in pesmi, ki ste jih ustvarili v skupini, ostanejo skupini.',
    'Na vaš e-naslov pošljemo potrdilo o izbrisu. Z istim naslovom se lahko pozneje znova registrirate.',
  ],
  deleteLastAdmin: 'Ste edini skrbnik teh skupin. Preden izbrišete račun, v vsaki drugemu članu dodelite vlogo »Administrator« (Upravljaj → Uporabniki) ali skupino izbrišite:',
  deletePasswordLabel: 'Za potrditev vnesite geslo',
  deleteConfirm: 'Trajno izbriši račun',
  deleting: 'Brišem …',
  deleteFailed: 'Računa ni bilo mogoče izbrisati. Poskusite znova.',
  cancel: 'Prekliči',
} as const;
