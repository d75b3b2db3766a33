/** Business constants shared by server and client (spec §9, DESIGN.md §4). */
export const limits = {
  username: { min: 3, max: 50 },
  email: { max: 254 },
  displayName: { max: 100 },
  /** One rule everywhere (registration, invited registration, reset, change): ASVS 2.1.1. */
  password: { min: 8, max: 200 },
  profileImageBytes: 5 * 1024 * 1024,
  notificationsPageDesktop: 20,
  notificationsPageMobile: 10,
  notificationsDropdown: 5,
  notificationPreviewChars: 50,
  notificationsMaxLimit: 100,
  unreadPollMs: 60_000,
  mobileBreakpointPx: 992,
} as const;

/**
 * The file kinds each upload takes (DESIGN.md §5). The server decides a file's kind by its first
 * bytes; the web client checks the browser's type (else the name) and the size first, so that a
 * file the server would refuse is not sent at all.
 */
export const uploadKinds = {
  /** Profile and performer pictures, at most limits.profileImageBytes. */
  picture: ['jpg', 'png', 'gif', 'webp'],
  /** At most eventLimits.headerImageBytes. */
  headerImage: ['jpg', 'png', 'gif'],
  /** At most songLimits.partFileBytes. */
  partFile: ['pdf', 'jpg', 'png', 'gif', 'tiff'],
  /**
   * Practice files of a song (issue 59), at most songLimits.partFileBytes each: a score
   * (MusicXML, plain or compressed), a MIDI file, or audio practice tracks.
   */
  practice: ['musicxml', 'mxl', 'mid', 'mp3', 'ogg', 'm4a'],
} as const;
export type TUploadKind = (typeof uploadKinds)[keyof typeof uploadKinds][number];

export const tokenLengths = { verification: 24, invitation: 43, reset: 43 } as const;

export const globalRoles = ['user', 'global_admin'] as const;
export type GlobalRole = (typeof globalRoles)[number];

/*
 * The domains' constants live here, apart from their zod schemas: a web page that needs only a
 * list or a limit then loads no zod (schemas are made when their module loads, so a module with
 * schemas cannot be left out of a bundle once anything is imported from it).
 */

// Events (spec events-songs-posts §3, §5, §7, §9)
export const eventVisibilities = ['private', 'community', 'public'] as const;
export type TEventVisibility = (typeof eventVisibilities)[number];
/** The create modal offers only these (spec §9); editing also offers public. */
export const createVisibilities = ['private', 'community'] as const;
export const attendeeStatuses = ['pending', 'confirmed', 'declined'] as const;
export type TAttendeeStatus = (typeof attendeeStatuses)[number];

/** The fixed role list of mass setlists, in liturgical order (spec §9); '' means none. */
export const massSongRoles = [
  'Vstopna',
  'Gospod usmili se',
  'Slava',
  'Psalm',
  'Aleluja',
  /** In Lent (and on Holy Thursday) in the place of the Aleluja (issue 22). */
  'Spev pred evangelijem',
  'Darovanje',
  'Svet',
  'Jagnje Božje',
  'Obhajilo',
  'Zaključna',
  'Dodatna',
] as const;

export const eventDefaults = { eventType: 'rehearsal', time: '09:00', visibility: 'community' as TEventVisibility } as const;

export const eventLimits = {
  title: 200,
  location: 200,
  description: 5000,
  eventType: 50,
  headerImageBytes: 5_242_880,
  pageSizeDefault: 20,
  pageSizeMax: 200,
  attendeesPerRequest: 200,
  setlistName: 200,
  setlistSongs: 200,
  songRole: 100,
  songComment: 1000,
  userSearch: 100,
  /** Dashboard: upcoming events in the next 7 days, at most 5; holidays −3…+7 days, at most 3. */
  upcomingDays: 7,
  upcomingMax: 5,
  holidaysBefore: 3,
  holidaysAfter: 7,
  holidaysMax: 3,
} as const;

/** The setlist's name: the event title plus its date (spec §3). */
export const setlistName = (title: string, date: string): string => `${title} – ${date}`;

// Communities
export const standardEventTypes = ['rehearsal', 'mass', 'concert', 'party', 'broadcast', 'recording', 'meeting', 'other'] as const;
export const defaultEventTypes = ['rehearsal', 'mass', 'concert', 'meeting', 'other'] as const;
export const communityVisibilities = ['Private', 'Public'] as const;
export const communityRoles = ['member', 'community_admin'] as const;
export type TCommunityRole = (typeof communityRoles)[number];

export const communityLimits = { nameMin: 3, nameMax: 100, descriptionMax: 1000, eventTypeMax: 50, eventTypesMax: 30 } as const;

// Songs
export const DEFAULT_SONG_CATEGORY = 'Splošno';
/**
 * Categories the song form and filter offer. The first ten have a badge colour (spec §3); the
 * others, and any category a user types, are shown neutral. Velikonočna, Binkoštna and Psalm are
 * the ones the Mass plan reads besides (issue 57: a season's songs, the Psalm).
 */
export const knownSongCategories = ['Evharistična', 'Marijanska', 'Adventna', 'Postna', 'Otroška', 'Narodna', 'Krst', 'Poroka', 'Pogreb', 'Božična', 'Velikonočna', 'Binkoštna', 'Psalm'] as const;
export const songSortFields = ['title', 'composer', 'category', 'key', 'last_sung'] as const;
export const songLimits = { partFileBytes: 10_485_760, pageSizeDefault: 50, pageSizeMax: 100, title: 200, short: 100, long: 20_000 } as const;
/**
 * A songbook import (issue 60): files counted one by one, also inside a ZIP; each file within the
 * part-file limit; the uncompressed total of all of them within `totalBytes`. A ZIP entry that
 * inflates more than `zipRatio` times its packed size (past the first MiB) is a ZIP bomb.
 */
export const songImportLimits = { files: 500, totalBytes: 200 * 1024 * 1024, fileBytes: songLimits.partFileBytes, songs: 2000, zipRatio: 100 } as const;
/** The files an import reads, by their names' extensions (a sheet's type is decided by its bytes). */
export const songImportExtensions = {
  chordpro: ['cho', 'chordpro', 'chopro', 'crd', 'pro'],
  openlyrics: ['xml'],
  csv: ['csv'],
  zip: ['zip'],
  sheet: ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'tif', 'tiff'],
} as const;

// The liturgical calendar (DESIGN.md §8)
export const FESTIVITY_WINDOW_DAYS = 30;
export const FESTIVITY_RANGE_MAX_DAYS = 366;
export const FESTIVITY_DESCRIPTION_MAX = 80;

/** 'other' covers the days of the Triduum and Ash Wednesday, which are neither ranked nor plain weekdays. */
export const festivityTypes = ['solemnity', 'feast', 'memorial', 'optional_memorial', 'sunday', 'other'] as const;
export type TFestivityType = (typeof festivityTypes)[number];

export const liturgicalColors = ['white', 'red', 'green', 'purple', 'rose', 'black', 'gold'] as const;
export type TLiturgicalColor = (typeof liturgicalColors)[number];

/**
 * Invitation e-mails (issue 19): counted from the invitations' send log by inviter, community and
 * address, so the limits hold across server instances. One open invitation per address and
 * community; inviting again resends it, at most once per `resendMinutes`.
 */
export const inviteLimits = {
  perInviterHour: 20,
  perInviterDay: 50,
  perCommunityHour: 30,
  perCommunityDay: 100,
  perAddressDay: 5,
  resendMinutes: 10,
} as const;
