import { loginMessages } from './messages-login.ts';

/**
 * The login screen. It is the first page of every visitor who is not logged in and comes with
 * apps/web's entry chunk, which takes every module it imports whole: so the login's words have a
 * module of their own, apart from the other account screens' (ui-auth.ts), and its server
 * messages come from messages-login.ts, not from the whole of messages.ts.
 */
export const loginUi = {
  title: 'Prijava',
  subtitle: 'Prijavi se v svoj račun Zborovodja.',
  usernameLabel: 'Uporabniško ime ali e-pošta',
  passwordLabel: 'Geslo',
  submit: 'Prijava',
  submitting: 'Prijavljanje…',
  success: 'Prijava uspešna! Preusmerjanje…',
  failed: 'Prijava ni uspela. Prosim, poskusi znova.',
  required: loginMessages.required,
  forgotPassword: 'Pozabljeno geslo?',
  noAccount: 'Še nimaš računa?',
  registerLink: 'Registriraj se',
  invitationHint: 'Za sprejem povabila se najprej prijavi.',
  verification: {
    success: 'E-poštni naslov je potrjen. Zdaj se lahko prijaviš.',
    already: 'E-poštni naslov je že potrjen. Lahko se prijaviš.',
    invalid: 'Povezava za preverjanje je neveljavna ali je potekla.',
    error: 'Pri preverjanju je prišlo do napake. Poskusi znova kasneje.',
  },
  notVerified: loginMessages.emailNotVerified,
  resend: 'Ponovno pošlji e-pošto za preverjanje',
  resending: 'Pošiljanje…',
  resent: 'E-pošta za preverjanje je poslana',
  resendSuccess: loginMessages.verificationSent,
  resendFailed: 'Ponovnega pošiljanja e-pošte za preverjanje ni bilo mogoče izvesti.',
} as const;
