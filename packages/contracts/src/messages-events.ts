/**
 * The server messages the events screens show as well (ui-events.ts). They live apart from
 * messages.ts, which uses them, because a page loads every module it uses whole: the dashboard,
 * a first page, would otherwise load all of `errors`, `success` and `mail` for these six.
 */
export const eventMessages = {
  requiredFields: 'Prosim izpolni vsaj naslov, datum in lokacijo.',
  communityRequired: 'Da bo dogodek viden skupini, moraš najprej izbrati skupino.',
  setlistDuplicateSong: 'Ta pesem je že v setlistu',
  headerImageType: 'Please select a valid image file (JPG, PNG, or GIF)',
  headerImageTooLarge: 'Image file size must be less than 5MB',
  headerImageMissing: 'Please select a file to upload.',
} as const;
