const legalUpdated = 'Zadnja posodobitev: 12. april 2025';

/** The terms of use and the privacy policy, /terms and /privacy. */
export const legalUi = {
  updated: legalUpdated,
  terms: {
    title: 'Pogoji uporabe',
    intro:
      'Zborovodja je spletna aplikacija za župnijske pevske zbore in druge glasbene skupine. Z registracijo in uporabo storitve sprejemaš te pogoje.',
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
        title: 'Tvoj račun',
        paragraphs: [
          'Ob registraciji navedi svoj pravi e-poštni naslov, saj ga potrebujemo za potrditev računa in ponastavitev gesla.',
          'Za varnost gesla in za dejanja, opravljena z tvojim računom, odgovarjaš sam. Gesla ne deli z drugimi.',
        ],
      },
      {
        title: 'Vsebina in ravnanje',
        paragraphs: [
          'Za vsebino, ki jo vneseš ali naložiš (dogodki, pesmi, notno gradivo, objave), odgovarjaš sam. Nalagaj samo gradivo, ki ga smeš uporabljati.',
          'Storitve ne zlorabljaj: ne pošiljaj neželenih vabil, ne poskušaj dostopati do tujih podatkov in ne oviraj delovanja storitve. Račun, ki krši te pogoje, je lahko onemogočen.',
        ],
      },
      {
        title: 'Brez jamstva',
        paragraphs: [
          'Storitev je na voljo takšna, kot je, brez jamstev glede razpoložljivosti in brezhibnosti. Upravljavec ne odgovarja za izgubo podatkov ali škodo zaradi uporabe storitve. Pomembne podatke hrani tudi drugje.',
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
          'Uporabniško ime, e-poštni naslov, prikazno ime in profilno fotografijo, če jo naložiš; članstva v skupinah in tvoje vloge v njih; dogodke, ki jih ustvariš ali se jih udeležiš; pesmi in notno gradivo, ki ga naložiš; obvestila, namenjena tebi.',
          'Geslo hranimo le v obliki, iz katere ga ni mogoče razbrati.',
        ],
      },
      {
        title: 'Zakaj jih potrebujemo',
        paragraphs: [
          'Podatke uporabljamo samo za delovanje storitve: za prijavo, za pošiljanje e-pošte za potrditev naslova, ponastavitev gesla in povabila, za prikaz tvojega imena članom tvojih skupin ter za načrtovanje dogodkov.',
          'Podatkov ne prodajamo, ne uporabljamo za oglaševanje in jih ne posredujemo tretjim osebam.',
        ],
      },
      {
        title: 'Piškotki',
        paragraphs: [
          'Uporabljamo samo dva nujna piškotka: sejni piškotek, ki te ohranja prijavljenega, in piškotek za zaščito pred ponarejanjem zahtev. Piškotkov za sledenje, analitiko ali oglaševanje ne uporabljamo.',
        ],
      },
      {
        title: 'Koliko časa jih hranimo',
        paragraphs: [
          'Podatke hranimo, dokler imaš račun. Prijava poteče po 14 dneh nedejavnosti. Povezava za potrditev e-poštnega naslova velja 48 ur, povezava za ponastavitev gesla 1 uro.',
          'Ko je račun izbrisan, izbrišemo tudi tvoje osebne podatke.',
        ],
      },
      {
        title: 'Tvoje pravice',
        paragraphs: [
          'Imaš pravico do dostopa do svojih podatkov, do njihovega popravka in izbrisa ter do ugovora obdelavi. Večino podatkov lahko sam urediš na strani Moj profil.',
          'Če meniš, da so tvoje pravice kršene, se lahko obrneš na Informacijskega pooblaščenca Republike Slovenije.',
        ],
      },
      {
        title: 'Stik',
        paragraphs: [
          'Za vprašanja in zahteve se obrni na skrbnika svoje skupine, ki jih posreduje upravljavcu storitve.',
          'Za obdelavo podatkov velja pravo Republike Slovenije.',
        ],
      },
    ],
  },
} as const;
