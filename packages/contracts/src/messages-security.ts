/**
 * Messages of issue 19's fixes for invitation limits, account enumeration and lookalike names
 * (docs/quality.md, security suite). Part of the one catalogue: messages.ts spreads them into
 * `errors` and `mail`.
 */
export const securityErrors = {
  usernameOneScript:
    'Uporabniško ime mora biti zapisano v eni pisavi (na primer samo latinica ali samo cirilica), s številkami 0–9 in znaki . _ -',
  usernameLookalike: 'Uporabniško ime je preveč podobno imenu, ki ga že uporablja nekdo drug. Izberite drugo ime.',
  displayNameHidden:
    'Prikazno ime ne sme vsebovati nevidnih znakov ali znakov za smer pisave (na primer U+202E). Izbrišite jih in poskusite znova.',
  communityNameHidden:
    'Ime skupine ne sme vsebovati nevidnih znakov ali znakov za smer pisave. Izbrišite jih in poskusite znova.',
  communityNameLink: 'Ime skupine ne sme vsebovati spletnega ali e-poštnega naslova.',
  inviteLimitInviter:
    'Poslali ste že največje dovoljeno število povabil (20 na uro in 50 na dan). Poskusite znova pozneje.',
  inviteLimitCommunity:
    'Iz te skupine je bilo poslanih že največje dovoljeno število povabil (30 na uro in 100 na dan). Poskusite znova pozneje.',
  inviteLimitAddress:
    'Na ta e-poštni naslov je bilo v zadnjih 24 urah poslanih že preveč povabil. Poskusite znova jutri.',
  inviteResendTooSoon:
    'Ta oseba že ima odprto povabilo v to skupino. Ponovno ga lahko pošljete najprej 10 minut po zadnjem pošiljanju.',
} as const;

export const securityMail = {
  /** To the owner of an address someone tried to register again (issue 19: registration answers alike). */
  registerTakenSubject: 'Poskus registracije z vašim e-poštnim naslovom – Zborovodja',
  registerTakenBody:
    'Nekdo je pravkar poskusil ustvariti nov račun v Zborovodji z vašim e-poštnim naslovom. Za ta naslov račun že imate, zato novega nismo ustvarili. Če ste to bili vi in ste pozabili geslo, ga ponastavite na tej povezavi:',
  registerTakenValidity: 'Povezava vodi na stran za ponastavitev gesla, kjer vnesete svoj e-poštni naslov.',
  /** Without the community's name: the name is the sender's text (issue 19). */
  invitationSubject: 'Povabilo v skupino – Zborovodja',
} as const;
