/**
 * The one Slovenian message catalogue (DESIGN.md §6). Server errors and interface text both
 * come from here. Where the spec quotes a message (also English ones), it is kept verbatim:
 * tests look for it.
 */
export const errors = {
  csrf: 'CSRF token missing or invalid',
  unauthenticated: 'Za to dejanje se morate prijaviti.',
  forbidden: 'Nimate dovoljenja za to dejanje.',
  notFound: 'Zahtevani vir ne obstaja.',
  routeNotFound: 'Ta naslov API ne obstaja.',
  validation: 'Podatki niso veljavni. Preverite označena polja.',
  invalidJson: 'Zahteva ni veljaven JSON.',
  tooLarge: 'Zahteva je prevelika.',
  rateLimited: 'Preveč poskusov. Počakajte nekaj minut in poskusite znova.',
  server: 'Prišlo je do napake na strežniku. Poskusite znova čez nekaj trenutkov.',
  unavailable: 'Storitev je začasno nedosegljiva. Poskusite znova čez nekaj trenutkov.',

  required: 'To polje je obvezno.',
  usernameRequired: 'Username is required',
  usernameLength: 'Uporabniško ime mora imeti od 3 do 50 znakov.',
  usernameChars: 'Uporabniško ime lahko vsebuje le črke, številke ter znake . _ -',
  usernameTaken: 'To uporabniško ime je že zasedeno.',
  emailRequired: 'E-poštni naslov je obvezen',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'Ta e-poštni naslov je že registriran.',
  passwordRequired: 'Geslo je obvezno',
  passwordTooLong: 'Geslo je predolgo (največ 200 znakov).',
  registerPasswordMin: 'Geslo mora vsebovati vsaj 8 znakov.',
  changePasswordMin: 'Password must be at least 8 characters long.',
  resetPasswordMin: 'Geslo mora vsebovati vsaj 6 znakov',
  displayNameTooLong: 'Prikazno ime je lahko dolgo največ 100 znakov.',
  termsRequired: 'Za registracijo morate sprejeti pogoje uporabe in politiko zasebnosti.',
  loginRequired: 'Uporabniško ime in geslo sta obvezna.',
  loginFailed: 'Napačno uporabniško ime ali geslo.',
  emailNotVerified:
    'Tvoj e-poštni naslov ni bil preverjen. Preveri svojo e-pošto ali zahtevaj novo povezavo za preverjanje.',
  currentPasswordRequired: 'Vnesite trenutno geslo.',
  currentPasswordWrong: 'Trenutno geslo ni pravilno.',
  forgotEmailRequired: 'Prosimo, vnesite svoj e-poštni naslov',
  resetTokenInvalid: 'Ta povezava za ponastavitev gesla je neveljavna ali je potekla.',
  verifyTokenInvalid: 'Povezava za preverjanje je neveljavna ali je potekla.',
  alreadyVerified: 'E-poštni naslov je že preverjen.',
  imageRequired: 'Please select an image file.',
  imageTooLarge: 'Slika je prevelika. Največja dovoljena velikost je 5 MB.',
  profileImageUrlInvalid: 'Naslov slike mora biti povezava https ali naložena slika.',
  notificationNotFound: 'Obvestilo ne obstaja.',
  invalidQuery: 'Neveljavni parametri poizvedbe.',
} as const;

export const success = {
  registered: 'Registracija je bila uspešna! Preveri e-pošto in potrdi svoj e-poštni naslov.',
  loggedOut: 'Odjava je uspela.',
  verificationSent: 'E-pošta za preverjanje poslana! Preveri svoj e-poštni predal.',
  resendNeutral:
    'E-pošta za preverjanje poslana! Če račun obstaja in še ni preverjen, boš kmalu prejel(a) novo povezavo.',
  emailVerified: 'E-poštni naslov je uspešno preverjen. Zdaj se lahko prijaviš.',
  emailAlreadyVerified: 'E-poštni naslov je že preverjen. Lahko se prijaviš.',
  forgotNeutral:
    'Če račun s tem e-poštnim naslovom obstaja, smo nanj poslali povezavo za ponastavitev gesla.',
  resetTokenValid: 'Povezava je veljavna.',
  passwordReset: 'Geslo je bilo uspešno ponastavljeno. Zdaj se lahko prijaviš z novim geslom.',
  passwordChanged: 'Geslo je bilo uspešno spremenjeno.',
  profileUpdated: 'Profil je bil posodobljen.',
  allRead: 'Vsa obvestila so označena kot prebrana.',
  marked: 'Obvestilo je označeno kot prebrano.',
  deleted: 'Obvestilo je izbrisano.',
} as const;

export const mail = {
  verifySubject: 'Potrdite svoj e-poštni naslov – Zborovodja',
  verifyIntro: (name: string) => `Pozdravljeni, ${name}!`,
  verifyBody: 'Hvala za registracijo v Zborovodjo. Za potrditev e-poštnega naslova odprite to povezavo:',
  verifyValidity: 'Povezava velja 48 ur.',
  resetSubject: 'Ponastavitev gesla – Zborovodja',
  resetBody: 'Prejeli smo zahtevo za ponastavitev gesla. Novo geslo nastavite na tej povezavi:',
  resetValidity: 'Povezava velja 1 uro in jo lahko uporabite samo enkrat.',
  ignore: 'Če tega niste zahtevali vi, to sporočilo prezrite.',
  signature: 'Ekipa Zborovodja',
} as const;
