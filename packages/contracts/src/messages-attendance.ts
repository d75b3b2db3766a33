import { plural } from './plural.ts';
/**
 * Texts of attendance as the leader keeps it (issue 23): leader-set status, voice parts and their
 * minimums, absences. Apart from messages.ts so the lazy screens that show them load only these.
 */
export const attendanceLimits = {
  /** Characters of a voice part ('Sopran', 'Orgle', 'Kitara'). */
  voicePart: 40,
  /** Parts a community may set a minimum for. */
  minimumsMax: 20,
  /** Largest minimum of one part. */
  minimumMax: 200,
  absenceNote: 200,
  /** Days an absence may last at most (a year). */
  absenceDaysMax: 366,
  /** Absences a member may keep at once. */
  absencesPerUser: 50,
} as const;

/** The four parts offered first; free text is allowed besides (instruments, 'Mezzosopran'). */
export const standardVoiceParts = ['Sopran', 'Alt', 'Tenor', 'Bas'] as const;

export const attendanceErrors = {
  voicePartTooLong: `Glas je lahko dolg največ ${attendanceLimits.voicePart} znakov.`,
  voicePartInvalid: 'Glas mora biti besedilo, na primer Sopran, Alt, Tenor, Bas ali Orgle.',
  voicePartForbidden: 'Glas lahko nastavite le sebi; drugim ga nastavi skrbnik skupine.',
  minimumsInvalid: 'Najmanjše število pevcev vnesite po glasovih, za vsak glas celo število od 0 naprej.',
  /** Issue 57, #7: the message names the part and what to enter. */
  minimumInvalid: (part: string) => `Najmanjše število pevcev za glas ${part} vnesite kot celo število od 0 do ${attendanceLimits.minimumMax}, na primer 2.`,
  minimumsTooMany: `Najmanjše število lahko določite za največ ${attendanceLimits.minimumsMax} glasov.`,
  minimumTooLarge: (part: string) => `Najmanjše število pevcev za glas ${part} je lahko največ ${attendanceLimits.minimumMax}.`,
  absenceDateInvalid: 'Vnesite veljaven začetni in končni datum odsotnosti.',
  absenceEndBeforeStart: 'Konec odsotnosti ne more biti pred njenim začetkom.',
  absenceTooLong: `Odsotnost lahko traja največ ${attendanceLimits.absenceDaysMax} dni; daljšo vnesite po delih.`,
  absenceNoteTooLong: `Opomba je lahko dolga največ ${attendanceLimits.absenceNote} znakov.`,
  absenceTooMany: `Vnesenih imate že ${attendanceLimits.absencesPerUser} odsotnosti; izbrišite katero od preteklih.`,
  absenceNotFound: 'Te odsotnosti ni.',
  attendeeNotOnList: 'Ta oseba ni na seznamu udeležencev dogodka.',
} as const;

export const attendanceSuccess = {
  voicePartSaved: 'Glas je shranjen.',
  absenceSaved: 'Odsotnost je shranjena.',
  absenceDeleted: 'Odsotnost je izbrisana.',
} as const;

/** Notices to the attendee when a leader sets their status; `leader` is the leader's display name. */
export const attendanceNotices = {
  setByLeader: (leader: string, status: 'confirmed' | 'declined' | 'pending', title: string, date: string) =>
    status === 'confirmed'
      ? `${leader} je označil(a), da se udeležite dogodka ${title} (${date}).`
      : status === 'declined'
        ? `${leader} je označil(a), da se ne udeležite dogodka ${title} (${date}).`
        : `${leader} je vašo udeležbo na dogodku ${title} (${date}) označil(a) kot neodločeno.`,
} as const;

/** "20. 12. 2026" from YYYY-MM-DD. */
const slDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};

export const attendanceUi = {
  setBy: (name: string) => `označil(a) ${name}`,
  setFor: (name: string) => `Nastavite udeležbo: ${name}`,
  confirm: 'Pride',
  decline: 'Ne pride',
  parts: 'Po glasovih',
  noPart: 'Brez glasu',
  /** 'Tenor: 1 od 2 ⚠' with a minimum, 'Tenor: 3' without; pending in brackets. */
  partLine: (part: string, confirmed: number, minimum: number | null, below: boolean) =>
    minimum === null ? `${part}: ${confirmed}` : `${part}: ${confirmed} od ${minimum}${below ? ' ⚠' : ''}`,
  partPending: (n: number) => `(${n} ${plural(n, 'neodločen', 'neodločena', 'neodločeni', 'neodločenih')})`,
  belowMinimum: (part: string) => `${part}: premalo potrjenih pevcev`,
  voicePart: 'Glas',
  voicePartPlaceholder: 'npr. Sopran, Tenor, Orgle',
  voicePartLabel: (name: string) => `Glas: ${name}`,
  voicePartsCard: 'Moji glasovi',
  voicePartsHelp: 'Glas, ki ga pojete (ali inštrument, ki ga igrate) v vsaki skupini.',
  voicePartSave: 'Shrani',
  voicePartSaved: 'Glas je shranjen.',
  minimumsTitle: 'Najmanjše število pevcev po glasovih',
  minimumsHelp: 'Pri dogodkih bo glas označen, če je potrjenih pevcev manj.',
  minimumFor: (part: string) => `Najmanj za glas ${part}`,
  minimumAdd: 'Dodaj glas',
  minimumsNone: 'Ni določeno',
  absencesCard: 'Odsotnost',
  absencesHelp: 'Obdobja, ko vas ni. Vidijo jih le organizatorji dogodkov, ki vas lahko dodajo med udeležence.',
  absenceStart: 'Od',
  absenceEnd: 'Do',
  absenceNote: 'Opomba (neobvezno)',
  absenceAdd: 'Dodaj odsotnost',
  absenceDelete: (range: string) => `Izbriši odsotnost ${range}`,
  absenceDeleteButton: 'Izbriši',
  absencesTab: 'Odsotnost',
  voicePartsTab: 'Glasovi',
  absencesNone: 'Ni vnesenih odsotnosti.',
  absenceRange: (start: string, end: string) => (start === end ? slDay(start) : `${slDay(start)}–${slDay(end)}`),
  away: (range: string) => `Odsoten/-na: ${range}`,
  awayConfirm: (names: string) => `Na dan dogodka so odsotni: ${names}. Jih vseeno dodam?`,
  awayConfirmYes: 'Vseeno dodaj',
  loadFailed: 'Podatkov ni bilo mogoče naložiti.',
  saveFailed: 'Shranjevanje ni uspelo.',
} as const;
