/**
 * The three server messages the login screen shows as well (ui-login.ts). They live apart from
 * messages.ts, which uses them, because the web app's entry chunk takes every module it imports
 * whole: the first page carries these three and not the whole of `errors` and `success`.
 */
export const loginMessages = {
  required: 'Uporabniško ime in geslo sta obvezna.',
  emailNotVerified:
    'Tvoj e-poštni naslov ni bil preverjen. Preveri svojo e-pošto ali zahtevaj novo povezavo za preverjanje.',
  verificationSent: 'E-pošta za preverjanje poslana! Preveri svoj e-poštni predal.',
} as const;
