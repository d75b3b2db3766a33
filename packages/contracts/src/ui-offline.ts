/**
 * The offline line and the answer to a change tried offline (issue 25). Apart from the other
 * parts because the API client, in the first page's chunk, needs one sentence of it.
 */
export const offlineUi = {
  banner: (when: string) => `Brez povezave — prikazani so shranjeni podatki iz ${when}.`,
  bannerNoDate: 'Brez povezave — prikazani so shranjeni podatki.',
  /** Nobody is logged in on this device, so nothing is kept to show (issue 58). */
  bannerLoggedOut: 'Brez povezave. Za prijavo potrebujete internetno povezavo; poskusite znova, ko boste spet povezani.',
  /** The title of a control that needs the server, disabled while offline. */
  needsServer: 'Brez povezave: to bo mogoče, ko boste spet povezani.',
  notSaved: 'Brez povezave: sprememba ni shranjena. Poskusite znova, ko boste spet povezani.',
} as const;
