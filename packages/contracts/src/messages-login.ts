/**
 * The three server messages the login screen shows as well (ui-login.ts). They live apart from
 * messages.ts, which uses them, because the web app's entry chunk takes every module it imports
 * whole: the first page carries these three and not the whole of `errors` and `success`.
 */
export const loginMessages = {
  required: 'Uporabniško ime in geslo sta obvezna.',
  emailNotVerified:
    'Vaš e-poštni naslov še ni potrjen. Preverite svojo e-pošto ali zahtevajte novo povezavo za potrditev.',
  verificationSent: 'E-pošta za potrditev je poslana. Preverite svoj e-poštni predal.',
} as const;
