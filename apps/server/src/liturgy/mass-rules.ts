/**
 * The sung parts of the Mass and when each is sung, as data with its sources (issue 22).
 *
 * Sources: Splošna navodila Rimskega misala (SNRM; the Slovenian edition of the General
 * Instruction of the Roman Missal, 3rd typical edition, paragraph numbers as in the Latin
 * Institutio generalis Missalis Romani 2002), cited as "SNRM n"; the rubrics of the Roman Missal
 * (Rimski misal) for the Triduum, cited by the day; the General Norms for the Liturgical Year and
 * the Calendar (Splošni pravilnik o bogoslužnem letu in koledarju, "SPBL n").
 */
import type { TLiturgicalSeason, TMassPart, TMassRole } from '@zborovodja/contracts';

export interface MassRule {
  role: TMassRole;
  /** Shown to the director: what the part is and where the rule comes from. */
  note: string;
}

/** The Mass's sung parts in order (SNRM 46–90). Slava and Aleluja / Spev pred evangelijem are chosen by the rules below. */
export const massOrder: readonly MassRule[] = [
  { role: 'Vstopna', note: 'Vstopni spev (SNRM 47–48)' },
  { role: 'Gospod usmili se', note: 'Gospod, usmili se (SNRM 52)' },
  { role: 'Slava', note: 'Slava Bogu na višavah (SNRM 53)' },
  { role: 'Psalm', note: 'Spevni psalm (SNRM 61)' },
  { role: 'Aleluja', note: 'Aleluja pred evangelijem (SNRM 62a)' },
  { role: 'Spev pred evangelijem', note: 'V postnem času namesto aleluje (SNRM 62b)' },
  { role: 'Darovanje', note: 'Spev med pripravo darov (SNRM 74)' },
  { role: 'Svet', note: 'Svet (SNRM 79b)' },
  { role: 'Jagnje Božje', note: 'Jagnje Božje (SNRM 83)' },
  { role: 'Obhajilo', note: 'Spev med obhajilom (SNRM 86–87)' },
  // SNRM 90 names no closing song; parishes sing one by custom.
  { role: 'Zaključna', note: 'Pesem ob koncu maše (po navadi; SNRM 90 je ne predpisuje)' },
];

/** What the Gloria rule needs to know of a day. */
export interface GloriaFacts {
  rank: 'solemnity' | 'feast' | 'memorial' | 'optional_memorial' | 'sunday' | 'weekday';
  season: TLiturgicalSeason;
  isSunday: boolean;
  /** Within the octave of Christmas (25 Dec–1 Jan) or of Easter (Easter Sunday–2nd Sunday of Easter). */
  inOctave: boolean;
  /** Holy Thursday: the evening Mass of the Lord's Supper. */
  holyThursday: boolean;
}

/**
 * SNRM 53: the Gloria is sung "on Sundays outside Advent and Lent, on solemnities and feasts";
 * the Missal gives it for every day of the octaves of Christmas and Easter (SPBL 24, 35) and for
 * the evening Mass of the Lord's Supper (Rimski misal, Veliki četrtek, rubric "Slava"). The
 * Easter Vigil's Gloria belongs to Easter Sunday, a solemnity.
 */
export function hasGloria(d: GloriaFacts): boolean {
  if (d.holyThursday || d.inOctave) return true;
  if (d.rank === 'solemnity' || d.rank === 'feast') return true;
  return d.isSunday && d.season !== 'advent' && d.season !== 'lent';
}

/**
 * SNRM 62: the Aleluja is sung in every season but Lent; in Lent the verse before the Gospel
 * (Spev pred evangelijem) takes its place. The evening Mass of Holy Thursday still has the Lenten
 * verse: the Aleluja returns at the Easter Vigil (Rimski misal, Velikonočna vigilija, no. 34).
 */
export function hasAlleluia(season: TLiturgicalSeason, holyThursday: boolean): boolean {
  return season !== 'lent' && !holyThursday;
}

/**
 * Rimski misal, Veliki petek, rubric 1: "Po starodavnem izročilu Cerkev danes in jutri ne obhaja
 * zakramentov" — no Mass on Good Friday and Holy Saturday (the Vigil belongs to Easter Sunday).
 */
export const NO_MASS_IDS: ReadonlySet<string> = new Set(['friday_of_the_passion_of_the_lord', 'holy_saturday']);

export function massParts(gloria: boolean, alleluia: boolean): TMassPart[] {
  return massOrder
    .filter((p) => (p.role === 'Slava' ? gloria : p.role === 'Aleluja' ? alleluia : p.role === 'Spev pred evangelijem' ? !alleluia : true))
    .map((p) => ({ role: p.role, note: p.note }));
}
