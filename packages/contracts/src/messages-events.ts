/**
 * The server messages the events screens show as well (ui-events.ts). They live apart from
 * messages.ts, which uses them, because a page loads every module it uses whole: the dashboard,
 * a first page, would otherwise load all of `errors`, `success` and `mail` for these six.
 */
export const eventMessages = {
  requiredFields: 'Izpolnite vsaj naslov, datum in lokacijo.',
  communityRequired: 'Da bo dogodek viden skupini, morate najprej izbrati skupino.',
  setlistDuplicateSong: 'Ta pesem je že na setlisti.',
  headerImageType: 'Izberite veljavno slikovno datoteko (JPG, PNG ali GIF).',
  headerImageTooLarge: 'Slika mora biti manjša od 5 MB.',
  headerImageMissing: 'Izberite datoteko za nalaganje.',
} as const;
