import { FESTIVITY_DESCRIPTION_MAX, type TFestivity, type TFestivityType, type TLiturgicalColor } from '@zborovodja/contracts';
import type { LiturgicalDay, RomcalBundleObject } from 'romcal';
import { addDays, dateIn, type Clock } from '../clock.ts';
import {
  holyDaysOfObligation,
  properCelebrations,
  rankNames,
  seasonNames,
  slovenianName,
  typeOverrides,
} from './slovenian-calendar.ts';

/** romcal's precedence table, highest first (General Norms for the Liturgical Year, Table). */
const PRECEDENCES = [
  'TRIDUUM_1',
  'PROPER_OF_TIME_SOLEMNITY_2',
  'PRIVILEGED_SUNDAY_2',
  'ASH_WEDNESDAY_2',
  'WEEKDAY_OF_HOLY_WEEK_2',
  'WEEKDAY_OF_EASTER_OCTAVE_2',
  'GENERAL_SOLEMNITY_3',
  'COMMEMORATION_OF_ALL_THE_FAITHFUL_DEPARTED_3',
  'PROPER_SOLEMNITY__PRINCIPAL_PATRON_4A',
  'PROPER_SOLEMNITY__DEDICATION_OF_THE_OWN_CHURCH_4B',
  'PROPER_SOLEMNITY__TITLE_OF_THE_OWN_CHURCH_4C',
  'PROPER_SOLEMNITY__TITLE_OR_FOUNDER_OR_PRIMARY_PATRON_OF_A_RELIGIOUS_ORG_4D',
  'GENERAL_LORD_FEAST_5',
  'UNPRIVILEGED_SUNDAY_6',
  'GENERAL_FEAST_7',
  'PROPER_FEAST__PRINCIPAL_PATRON_OF_A_DIOCESE_8A',
  'PROPER_FEAST__DEDICATION_OF_THE_CATHEDRAL_CHURCH_8B',
  'PROPER_FEAST__PRINCIPAL_PATRON_OF_A_REGION_8C',
  'PROPER_SOLEMNITY__TITLE_OR_FOUNDER_OR_PRIMARY_PATRON_OF_A_RELIGIOUS_ORG_8D',
  'PROPER_FEAST__TO_AN_INDIVIDUAL_CHURCH_8E',
  'PROPER_FEAST_8F',
  'PRIVILEGED_WEEKDAY_9',
  'GENERAL_MEMORIAL_10',
  'PROPER_MEMORIAL__SECOND_PATRON_11A',
  'PROPER_MEMORIAL_11B',
  'OPTIONAL_MEMORIAL_12',
  'WEEKDAY_13',
];
const precedenceIndex = (p: string) => PRECEDENCES.indexOf(p);
/** A solemnity impeded by a higher day goes to the nearest following day not listed in nos. 1–8 of the Table (Norms 60). */
const LAST_IMPEDING = precedenceIndex('PROPER_FEAST_8F');

const colorOf: Record<string, TLiturgicalColor> = {
  WHITE: 'white',
  RED: 'red',
  GREEN: 'green',
  PURPLE: 'purple',
  ROSE: 'rose',
  BLACK: 'black',
  GOLD: 'gold',
};

interface YearData {
  all: TFestivity[];
  /** Index 1..12. */
  byMonth: TFestivity[][];
  /** romcal's own days of the year by date (the liturgical day, liturgical-day.ts, reads seasons and cycles there). */
  romcal: RomcalCalendar;
}

export type RomcalCalendar = Record<string, LiturgicalDay[]>;
type Generate = (year: number) => Promise<RomcalCalendar>;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;


function truncate(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

let romcalModule: Promise<{ Romcal: typeof import('romcal').Romcal; bundle: RomcalBundleObject }> | null = null;

/**
 * romcal and the Slovenia bundle, loaded on first use. i18next (inside romcal) prints an
 * advertisement on its first init unless this flag is set; it must be set before romcal loads.
 */
function loadRomcal() {
  romcalModule ??= (async () => {
    (globalThis as Record<string, unknown>).__i18next_supportNoticeShown = true;
    const [{ Romcal }, { Slovenia_La }] = await Promise.all([import('romcal'), import('@romcal/calendar.slovenia')]);
    const inputs: Record<string, unknown[]> = { ...(Slovenia_La.inputs as Record<string, unknown[]>) };
    for (const c of properCelebrations) {
      inputs[c.id] = [
        ...(inputs[c.id] ?? []),
        {
          dateDef: { month: c.month, date: c.day },
          precedence: c.precedence,
          ...(c.colors ? { colors: c.colors } : {}),
          ...(inputs[c.id] ? {} : { commonsDef: 'None' }),
          fromCalendarId: 'slovenia',
        },
      ];
    }
    const bundle = { ...Slovenia_La, inputs } as RomcalBundleObject;
    return { Romcal, bundle };
  })();
  return romcalModule;
}

export const generateRomcalYear: Generate = async (year) => {
  const { Romcal, bundle } = await loadRomcal();
  // A fresh instance per year: romcal's own per-instance cache would only duplicate ours.
  return (await new Romcal({ localizedCalendar: bundle, scope: 'gregorian' }).generateCalendar(year)) as unknown as RomcalCalendar;
};

function festivityType(day: LiturgicalDay, position: number): TFestivityType | null {
  // On Holy Thursday romcal lists the Chrism Mass weekday first and the evening Mass of the Lord's Supper after it.
  if (day.id === 'thursday_of_the_lords_supper') return 'other';
  const override = typeOverrides[day.id];
  if (override) return override;
  if (position > 0) return day.rank === 'MEMORIAL' || day.rank === 'OPTIONAL_MEMORIAL' ? 'optional_memorial' : null;
  if (day.id !== 'easter_sunday' && (day.precedence === 'TRIDUUM_1' || day.precedence === 'ASH_WEDNESDAY_2')) return 'other';
  switch (day.rank) {
    case 'SOLEMNITY':
      return 'solemnity';
    case 'SUNDAY':
      return 'sunday';
    case 'FEAST':
      return 'feast';
    case 'MEMORIAL':
      return day.isOptional ? 'optional_memorial' : 'memorial';
    case 'OPTIONAL_MEMORIAL':
      return 'optional_memorial';
    default:
      return null;
  }
}

export function colorFor(day: LiturgicalDay): TLiturgicalColor {
  const first = day.colors[0];
  if (first && colorOf[first]) return colorOf[first];
  if (day.id === 'holy_saturday') return 'purple';
  return (day.titles as string[]).some((t) => t.includes('MARTYR')) ? 'red' : 'white';
}

function describe(type: TFestivityType, day: LiturgicalDay, holyWeekday: boolean, transferredFrom?: string): string {
  let rank: string = rankNames[type];
  if (transferredFrom) {
    const [, m, d] = transferredFrom.split('-').map(Number);
    rank += ` (prenesen s ${d}. ${m}.)`;
  }
  if (holyWeekday) rank += ', zapovedani praznik';
  const season = seasonNames[day.seasons.at(-1) ?? ''];
  return truncate(season ? `${rank} – ${season}` : rank, FESTIVITY_DESCRIPTION_MAX);
}

function toFestivity(day: LiturgicalDay, date: string, type: TFestivityType, transferredFrom?: string): TFestivity {
  const isSunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
  const holyWeekday = !isSunday && holyDaysOfObligation.has(day.id);
  return {
    id: `${day.id}-${date}`,
    name: slovenianName(day.id) ?? day.name,
    date,
    description: describe(type, day, holyWeekday, transferredFrom),
    color: colorFor(day),
    festivity_type: type,
    is_holy_day: isSunday || holyWeekday,
  };
}

/** Turns one romcal year into festivities: one entry per celebration romcal puts first, plus optional memorials. */
export function buildYear(year: number, cal: RomcalCalendar): TFestivity[] {
  const byDate = new Map<string, TFestivity[]>();
  const seen = new Set<string>();
  for (const date of Object.keys(cal).sort()) {
    if (!date.startsWith(`${year}-`)) continue;
    const list: TFestivity[] = [];
    cal[date]!.forEach((day, i) => {
      seen.add(day.id);
      const type = festivityType(day, i);
      if (type) list.push(toFestivity(day, date, type));
    });
    byDate.set(date, list);
  }

  // Proper solemnities that romcal dropped because a higher day fell on them (e.g. Marija Pomagaj
  // on Pentecost Sunday 2026) move to the next day not occupied by a feast or higher.
  for (const c of properCelebrations) {
    if (!c.precedence.startsWith('PROPER_SOLEMNITY') || seen.has(c.id)) continue;
    const nominal = isoDate(year, c.month, c.day);
    for (let step = 1; step <= 14; step++) {
      const date = addDays(nominal, step);
      const top = cal[date]?.[0];
      if (!top || precedenceIndex(top.precedence) <= LAST_IMPEDING) continue;
      const impeded = cal[nominal]?.[0];
      const day = {
        id: c.id,
        colors: c.colors ?? ['WHITE'],
        titles: [],
        seasons: top.seasons,
        name: c.id,
      } as unknown as LiturgicalDay;
      byDate.set(date, [toFestivity(day, date, 'solemnity', impeded ? nominal : undefined)]);
      break;
    }
  }
  return [...byDate.keys()].sort().flatMap((d) => byDate.get(d)!);
}

/** The liturgical calendar for Slovenia (DESIGN.md §8), computed once per year: romcal's work, not the database's rows. */
export class FestivitiesService {
  private readonly ready = new Map<number, YearData>();
  private readonly pending = new Map<number, Promise<YearData>>();

  constructor(
    private readonly tzApp: string,
    private readonly clock: Clock,
    private readonly generate: Generate = generateRomcalYear,
  ) {}

  /** One year's festivities, sorted by date; concurrent first calls share one computation. */
  year(year: number): YearData | Promise<YearData> {
    const done = this.ready.get(year);
    if (done) return done;
    let p = this.pending.get(year);
    if (!p) {
      p = this.generate(year)
        .then((cal) => {
          const all = buildYear(year, cal);
          const byMonth: TFestivity[][] = Array.from({ length: 13 }, () => []);
          for (const f of all) byMonth[Number(f.date.slice(5, 7))]!.push(f);
          const data = { all, byMonth, romcal: cal };
          this.ready.set(year, data);
          return data;
        })
        .finally(() => this.pending.delete(year));
      this.pending.set(year, p);
    }
    return p;
  }

  /** The month's festivities (GET /catholic-festivities). */
  async month(year: number, month: number): Promise<{ festivities: TFestivity[] }> {
    return { festivities: (await this.year(year)).byMonth[month]! };
  }

  /** Festivities from startDate (default: today in TZ_APP) for `days` days, both ends included. */
  async range(startDate: string | undefined, days: number): Promise<{ festivities: TFestivity[]; start_date: string; end_date: string }> {
    const start = startDate ?? this.today();
    const end = addDays(start, days - 1);
    const festivities: TFestivity[] = [];
    for (let y = Number(start.slice(0, 4)); y <= Number(end.slice(0, 4)); y++) {
      for (const f of (await this.year(y)).all) if (f.date >= start && f.date <= end) festivities.push(f);
    }
    return { festivities, start_date: start, end_date: end };
  }

  today(): string {
    return dateIn(this.tzApp, this.clock.now());
  }
}
