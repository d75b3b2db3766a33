/**
 * Texts of "Moji podatki" (issue 61): the export of one's own data and the deletion of the
 * account, their errors, e-mails, notice and the README inside the export. Apart from messages.ts
 * so that only the profile's lazy section and the server load them.
 */

const groupList = (names: string[]) => names.map((n) => `»${n}«`).join(', ');

export const myDataErrors = {
  passwordRequired: 'Za potrditev vnesite svoje geslo.',
  passwordWrong: 'Geslo ni pravilno.',
  exportNotReady: 'Izvoz vaših podatkov ni pripravljen ali je že potekel. Pripravite novega.',
  /** The last admin of groups (the rule of leaving a group): the screen and the refusal name them. */
  lastAdmin: (names: string[]) =>
    names.length === 1
      ? `Ste edini skrbnik skupine ${groupList(names)}. Preden izbrišete račun, drugemu članu dodelite vlogo »Administrator« (Upravljaj → Uporabniki) ali skupino izbrišite.`
      : `Ste edini skrbnik skupin ${groupList(names)}. Preden izbrišete račun, v vsaki od njih drugemu članu dodelite vlogo »Administrator« (Upravljaj → Uporabniki) ali skupino izbrišite.`,
} as const;

export const myDataSuccess = {
  exportRequested: 'Vaše podatke pripravljamo. Ko bodo pripravljeni, vas obvestimo po e-pošti in v aplikaciji.',
  accountDeleted: 'Vaš račun je izbrisan.',
} as const;

export const myDataMail = {
  exportReadySubject: 'Vaši podatki so pripravljeni – Zborovodja',
  exportReadyBody: (until: string) =>
    `Izvoz vaših podatkov je pripravljen. Prenesete ga lahko do ${until} v aplikaciji pod Moj profil → Moji podatki; pred prenosom vas vprašamo za geslo. Odprite:`,
  exportReadyValidity: 'Po 24 urah izvoz izbrišemo; novega lahko kadar koli pripravite znova.',
  accountDeletedSubject: 'Vaš račun je izbrisan – Zborovodja',
  accountDeletedBody: (name: string) =>
    `Pozdravljeni, ${name}! Vaš račun v Zborovodji je izbrisan, skupaj z vašimi osebnimi podatki. Vaše objave in komentarji v skupinah ostanejo, podpisani kot »Izbrisan uporabnik«. Na ta e-naslov se lahko kadar koli znova registrirate.`,
  accountDeletedIgnore: 'Če računa niste izbrisali vi, nam čim prej odgovorite na to sporočilo.',
} as const;

export const myDataNotices = {
  exportReady: (until: string) => `Izvoz vaših podatkov je pripravljen. Prenesete ga lahko do ${until} pod Moj profil → Moji podatki.`,
} as const;

/** The files of the export (ZIP), in the README's order, and what the README says of each. */
export const myDataFiles = {
  'profil.json': 'Vaš račun: uporabniško ime, e-naslov, prikazno ime, vloga, datumi; profilna slika je v mapi slike/.',
  'clanstva.json': 'Skupine, v katerih ste, z vašo vlogo (član ali skrbnik), glavno skupino in datumom pridružitve.',
  'glasovi.json': 'Vaš glas (sopran, alt, tenor, bas …) v vsaki skupini.',
  'udelezbe.json': 'Dogodki, na katere ste bili povabljeni, z vašim odgovorom (pride, ne pride, ni odgovora) in kdo ga je nastavil, če ne vi.',
  'odsotnosti.json': 'Obdobja odsotnosti, ki ste jih vnesli, z opombami.',
  'opomniki-in-koledarji.json': 'Nastavitev opomnikov, poslani opomniki in vaše koledarske povezave (brez skrivnih žetonov).',
  'obvestila.json': 'Obvestila, ki ste jih prejeli v aplikaciji.',
  'objave-in-komentarji.json': 'Objave in komentarji, ki ste jih napisali v skupinah.',
  'pesmi.json': 'Vaše osebne pesmi z besedili in opombami; notni zapisi so v mapi pesmi/.',
  'seje.json': 'Vaše prijave (seje): kdaj so se začele, kdaj ste bili nazadnje dejavni in s katerim brskalnikom.',
} as const;

export const myDataReadme = {
  title: 'Vaši podatki iz aplikacije Zborovodja',
  intro: (date: string, username: string) =>
    `Izvoz za uporabnika ${username}, pripravljen ${date}. Datoteke so v obliki JSON (besedilo, ki ga odpre vsak urejevalnik besedila ali preglednica). Časi so v UTC (ISO 8601), datumi dogodkov v krajevnem času župnije.`,
  filesHeading: 'Datoteke:',
  outro: 'Podatke, ki jih imajo o vas skupine (na primer seznami udeležencev dogodkov), vidijo tudi njihovi skrbniki. Račun lahko kadar koli izbrišete pod Moj profil → Moji podatki.',
} as const;
