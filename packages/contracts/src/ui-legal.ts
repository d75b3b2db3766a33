const legalUpdated = 'Zadnja posodobitev: 12. april 2025';

/** The terms of use and the privacy policy, /terms and /privacy. */
export const legalUi = {
  updated: legalUpdated,
  terms: {
    title: 'Pogoji uporabe',
    intro:
      'Zborovodja je spletna aplikacija za župnijske pevske zbore in druge glasbene skupine. Z registracijo in uporabo storitve sprejemate te pogoje.',
    sections: [
      {
        title: 'O storitvi',
        paragraphs: [
          'Storitev je brezplačna in eksperimentalna. Razvija in vzdržuje jo posameznik kot svoj osebni projekt; za njo ne stoji podjetje ali druga organizacija.',
          'Storitev se lahko spreminja, je občasno nedosegljiva ali preneha delovati. O večjih spremembah bomo uporabnike obvestili v aplikaciji.',
        ],
      },
      {
        title: 'Kaj storitev omogoča',
        paragraphs: [
          'Registracijo z e-poštnim naslovom, vodenje podatkov o dogodkih (vaje, maše, koncerti in podobno), vabljenje uporabnikov v skupine, sestavljanje seznamov pesmi za dogodke in osnovno načrtovanje v koledarju.',
        ],
      },
      {
        title: 'Vaš račun',
        paragraphs: [
          'Ob registraciji navedite svoj pravi e-poštni naslov, saj ga potrebujemo za potrditev računa in ponastavitev gesla.',
          'Za varnost gesla in za dejanja, opravljena z vašim računom, odgovarjate sami. Gesla ne delite z drugimi.',
        ],
      },
      {
        title: 'Vsebina in ravnanje',
        paragraphs: [
          'Za vsebino, ki jo vnesete ali naložite (dogodki, pesmi, notno gradivo, objave), odgovarjate sami. Nalagajte samo gradivo, ki ga smete uporabljati.',
          'Storitve ne zlorabljajte: ne pošiljajte neželenih vabil, ne poskušajte dostopati do tujih podatkov in ne ovirajte delovanja storitve. Račun, ki krši te pogoje, je lahko onemogočen.',
        ],
      },
      {
        title: 'Brez jamstva',
        paragraphs: [
          'Storitev je na voljo takšna, kot je, brez jamstev glede razpoložljivosti in brezhibnosti. Upravljavec ne odgovarja za izgubo podatkov ali škodo zaradi uporabe storitve. Pomembne podatke hranite tudi drugje.',
        ],
      },
      {
        title: 'Spremembe in veljavno pravo',
        paragraphs: [
          'Pogoje lahko občasno posodobimo; datum zadnje posodobitve je naveden na vrhu te strani.',
          'Za te pogoje velja pravo Republike Slovenije.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politika zasebnosti',
    intro:
      'Zborovodjo kot brezplačen in eksperimentalen osebni projekt upravlja posameznik. Tu je opisano, katere podatke storitev hrani, zakaj in kako dolgo.',
    sections: [
      {
        title: 'Katere podatke hranimo',
        paragraphs: [
          'Uporabniško ime, e-poštni naslov, prikazno ime in profilno fotografijo, če jo naložite; članstva v skupinah in vaše vloge v njih; dogodke, ki jih ustvarite ali se jih udeležite; pesmi in notno gradivo, ki ga naložite; obvestila, namenjena vam.',
          'Geslo hranimo le v obliki, iz katere ga ni mogoče razbrati.',
        ],
      },
      {
        title: 'Zakaj jih potrebujemo',
        paragraphs: [
          'Podatke uporabljamo samo za delovanje storitve: za prijavo, za pošiljanje e-pošte za potrditev naslova, ponastavitev gesla in povabila, za prikaz vašega imena članom vaših skupin ter za načrtovanje dogodkov.',
          'Podatkov ne prodajamo, ne uporabljamo za oglaševanje in jih ne posredujemo tretjim osebam.',
        ],
      },
      {
        title: 'Piškotki',
        paragraphs: [
          'Uporabljamo samo dva nujna piškotka: sejni piškotek, ki vas ohranja prijavljene, in piškotek za zaščito pred ponarejanjem zahtev. Piškotkov za sledenje, analitiko ali oglaševanje ne uporabljamo.',
        ],
      },
      {
        title: 'Koliko časa jih hranimo',
        paragraphs: [
          'Podatke hranimo, dokler imate račun. Prijava poteče po 14 dneh nedejavnosti. Povezava za potrditev e-poštnega naslova velja 48 ur, povezava za ponastavitev gesla 1 uro.',
          'Ko je račun izbrisan, izbrišemo tudi vaše osebne podatke.',
        ],
      },
      {
        title: 'Vaše pravice',
        paragraphs: [
          'Imate pravico do dostopa do svojih podatkov, do njihovega popravka in izbrisa ter do ugovora obdelavi. Večino podatkov lahko sami uredite na strani Moj profil.',
          'Če menite, da so vaše pravice kršene, se lahko obrnete na Informacijskega pooblaščenca Republike Slovenije.',
        ],
      },
      {
        title: 'Stik',
        paragraphs: [
          'Za vprašanja in zahteve se obrnite na skrbnika svoje skupine, ki jih posreduje upravljavcu storitve.',
          'Za obdelavo podatkov velja pravo Republike Slovenije.',
        ],
      },
    ],
  },
} as const;
