/**
 * The offline line and the answer to a change tried offline (issue 25). Apart from the other
 * parts because the API client, in the first page's chunk, needs one sentence of it.
 */
export const offlineUi = {
  banner: (when: string) => `Brez povezave — prikazani so shranjeni podatki iz ${when}.`,
  bannerNoDate: 'Brez povezave — prikazani so shranjeni podatki.',
  notSaved: 'Brez povezave: sprememba ni shranjena. Poskusite znova, ko boste spet povezani.',
} as const;
