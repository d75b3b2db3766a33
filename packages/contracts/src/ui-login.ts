import { loginMessages } from './messages-login.ts';

/**
 * The login screen. It is the first page of every visitor who is not logged in and comes with
 * apps/web's entry chunk, which takes every module it imports whole: so the login's words have a
 * module of their own, apart from the other account screens' (ui-auth.ts), and its server
 * messages come from messages-login.ts, not from the whole of messages.ts.
 */
export const loginUi = {
  title: 'Prijava',
  subtitle: 'Prijavite se v svoj račun Zborovodja.',
  usernameLabel: 'Uporabniško ime ali e-pošta',
  passwordLabel: 'Geslo',
  submit: 'Prijava',
  submitting: 'Prijavljanje…',
  success: 'Prijava uspešna! Preusmerjanje…',
  failed: 'Prijava ni uspela. Poskusite znova.',
  required: loginMessages.required,
  forgotPassword: 'Pozabljeno geslo?',
  noAccount: 'Še nimate računa?',
  registerLink: 'Registrirajte se',
  invitationHint: 'Za sprejem povabila se najprej prijavite.',
  /** /login?account=deleted, after one's own deletion (issue 61). */
  accountDeleted: 'Vaš račun je izbrisan. Potrdilo smo poslali na vaš e-naslov.',
  verification: {
    success: 'E-poštni naslov je potrjen. Zdaj se lahko prijavite.',
    already: 'E-poštni naslov je že potrjen. Lahko se prijavite.',
    invalid: 'Povezava za preverjanje je neveljavna ali je potekla.',
    error: 'Pri preverjanju je prišlo do napake. Poskusite znova pozneje.',
  },
  notVerified: loginMessages.emailNotVerified,
  resend: 'Ponovno pošlji e-pošto za potrditev',
  resending: 'Pošiljanje…',
  resent: 'E-pošta za potrditev je poslana.',
  resendSuccess: loginMessages.verificationSent,
  resendFailed: 'E-pošte za potrditev ni bilo mogoče znova poslati.',
} as const;
