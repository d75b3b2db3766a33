/**
 * Each page's own title (issue 58, #23; WCAG 2.4.2): the browser tab and a phone's tab list read
 * "Pesmarica – Zborovodja". The route table gives each route its title (apps/web/src/app/router.tsx).
 */
export const pageTitles = {
  app: 'Zborovodja',
  login: 'Prijava',
  register: 'Registracija',
  terms: 'Pogoji uporabe',
  privacy: 'Zasebnost',
  verifyEmail: 'Potrditev e-naslova',
  forgotPassword: 'Pozabljeno geslo',
  resetPassword: 'Novo geslo',
  invitation: 'Vabilo',
  rsvp: 'Odgovor na vabilo',
  dashboard: 'Dogodki',
  profile: 'Moj profil',
  notifications: 'Obvestila',
  stand: 'Notno stojalo',
  print: 'Tisk setliste',
  songs: 'Pesmarica',
  practice: 'Vadi svoj glas',
  posts: 'Objave',
  post: 'Objava',
  communities: 'Skupine',
  communityCreate: 'Nova skupina',
  communityJoin: 'Pridruži se skupini',
  community: 'Skupina',
  manageCommunity: 'Upravljanje skupine',
  invite: 'Povabi člane',
  performers: 'Izvajalci',
  globalAdmin: 'Skrbništvo',
  notFound: 'Stran ne obstaja',
  /** "Pesmarica – Zborovodja". */
  full: (page: string | undefined) => (page ? `${page} – Zborovodja` : 'Zborovodja'),
} as const;
