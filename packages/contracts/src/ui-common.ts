import { plural } from './plural.ts';
/** Words that pages share: loading, retry, page errors, pagination, relative times. */
export const commonUi = {
  appName: 'Zborovodja',
  loading: 'Nalaganje…',
  retry: 'Poskusite znova',
  cancel: 'Prekliči',
  confirm: 'Potrdi',
  close: 'Zapri',
  save: 'Shrani spremembe',
  saving: 'Shranjevanje…',
  optional: 'neobvezno',
  serverUnreachable: 'Povezava s strežnikom ni uspela. Preverite povezavo in poskusite znova.',
  noAnswer: 'Strežnik se ni odzval. Poskusite znova.',
  /** The spec's "Invalid response format from server" (a token answer without its token). */
  invalidResponse: 'Strežnik je vrnil odgovor v nepričakovani obliki.',
  notFoundTitle: 'Stran ne obstaja',
  notFoundText: 'Strani, ki jo iščete, ni mogoče najti. Morda je bila premaknjena ali pa je naslov napačen.',
  backHome: 'Na začetno stran',
  pageFailed: 'Strani ni bilo mogoče naložiti.',
  pageFailedText: 'Morda je na voljo nova različica aplikacije. Osvežite stran in poskusite znova.',
  reload: 'Osveži stran',
  pagination: 'Strani',
  /** Screen-reader text after the current page's number. */
  currentPage: '(trenutna stran)',
  firstPage: 'Prva stran',
  previousPage: 'Prejšnja stran',
  nextPage: 'Naslednja stran',
  lastPage: 'Zadnja stran',
  time: {
    justNow: 'pravkar',
    minutesAgo: (n: number) => `pred ${n} min`,
    hoursAgo: (n: number) => `pred ${n} h`,
    daysAgo: (n: number) => `pred ${n} dn.`,
  },
} as const;

/** The top bar and the bottom tab bar: the brand, the menus and the notifications bell. */
export const navUi = {
  brand: 'Zborovodja',
  mainMenu: 'Glavni meni',
  /** The first Tab stop of every page (issue 58, #24). */
  skipToContent: 'Preskoči na vsebino',
  mobileMenu: 'Spodnji meni',
  events: 'Dogodki',
  notifications: 'Obvestila',
  allNotifications: 'Vsa obvestila',
  noNotifications: 'Ni obvestil.',
  notificationsLoading: 'Nalaganje obvestil…',
  notificationsFailed: 'Obvestil ni bilo mogoče naložiti.',
  unread: 'neprebrano',
  unreadCount: (n: number) => `${n} ${plural(n, 'neprebrano obvestilo', 'neprebrani obvestili', 'neprebrana obvestila', 'neprebranih obvestil')}`,
  profile: 'Moj profil',
  more: 'Več',
  logout: 'Odjava',
  loggingOut: 'Odjavljanje…',
  logoutFailed: 'Odjava ni uspela. Poskusite znova.',
  login: 'Prijava',
  register: 'Registracija',
  groups: 'Skupine',
  createGroup: 'Ustvari skupino',
  joinGroup: 'Pridruži se skupini',
  groupList: 'Seznam skupin',
  performers: 'Izvajalci',
  posts: 'Objave',
  globalAdmin: 'Skrbništvo',
  songs: 'Pesmarica',
  activeCommunity: 'Aktivna skupina',
} as const;

export { plural } from './plural.ts';
