import type { TDayColour, TDayRank, TFestivity, TLiturgicalColor, TLiturgicalDay, TLiturgicalSeason } from '@zborovodja/contracts';
import type { LiturgicalDay } from 'romcal';
import { colorFor, type FestivitiesService } from './festivities.service.ts';
import { hasAlleluia, hasGloria, massParts, NO_MASS_IDS } from './mass-rules.ts';
import { slovenianName } from './slovenian-calendar.ts';
import { weekdayName } from './weekday-names.ts';

/**
 * The liturgical day of any date (issue 22, GET /api/liturgy/day): the festivities' name, rank,
 * colour and holy day where they have the day, romcal's weekday otherwise; season and cycles
 * from romcal; the sung parts of the Mass from mass-rules.ts.
 */

const seasonOf: Record<string, TLiturgicalSeason> = {
  ADVENT: 'advent',
  CHRISTMAS_TIME: 'christmas',
  LENT: 'lent',
  PASCHAL_TRIDUUM: 'paschal_triduum',
  EASTER_TIME: 'easter',
  ORDINARY_TIME: 'ordinary_time',
};

/** The festivities keep romcal's purple and gold; the day answers in the Missal's six colours (SNRM 346). */
const colourOf: Record<TLiturgicalColor, TDayColour> = {
  white: 'white',
  gold: 'white',
  red: 'red',
  green: 'green',
  purple: 'violet',
  rose: 'rose',
  black: 'black',
};

const rankOf: Record<TFestivity['festivity_type'], TDayRank> = {
  solemnity: 'solemnity',
  feast: 'feast',
  memorial: 'memorial',
  optional_memorial: 'optional_memorial',
  sunday: 'sunday',
  // The Triduum and Ash Wednesday: romcal ranks them as weekdays.
  other: 'weekday',
};

const HOLY_THURSDAY_EVENING = 'thursday_of_the_lords_supper';

/**
 * One date: romcal's days for it (highest first) and the festivities of that date. An optional
 * memorial does not name the day: the weekday stays the day of the ordo ('Torek 15. tedna med
 * letom' on 13 July 2027, the day of sv. Henrik), the memorial may be chosen (SNRM 355).
 */
export function buildDay(date: string, romcalDays: LiturgicalDay[], festivities: TFestivity[]): TLiturgicalDay {
  const top = romcalDays[0];
  if (!top) throw new Error(`romcal has no day for ${date}`);
  const holyThursday = romcalDays.some((d) => d.id === HOLY_THURSDAY_EVENING);
  const isSunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
  const festivity = festivities.find((f) => f.festivity_type !== 'optional_memorial');

  const name = festivity?.name ?? weekdayName(top.id) ?? slovenianName(top.id) ?? top.name;
  const rank: TDayRank = festivity ? rankOf[festivity.festivity_type] : 'weekday';
  const colour = colourOf[festivity?.color ?? colorFor(top)];
  // Holy Thursday belongs to the Triduum from its evening Mass, the Mass a choir sings.
  const season = holyThursday ? 'paschal_triduum' : (seasonOf[top.seasons.at(-1) ?? ''] ?? 'ordinary_time');
  const periods = (top.periods ?? []) as string[];
  const inOctave = periods.includes('CHRISTMAS_OCTAVE') || periods.includes('EASTER_OCTAVE');
  const noMass = NO_MASS_IDS.has(top.id);
  const gloria = hasGloria({ rank, season, isSunday, inOctave, holyThursday });
  const cycles = top.cycles as { sundayCycle: string; weekdayCycle: string };

  return {
    date,
    name,
    rank,
    season,
    colour,
    sunday_cycle: cycles.sundayCycle.slice(-1) as 'A' | 'B' | 'C',
    weekday_cycle: cycles.weekdayCycle === 'YEAR_1' ? 'I' : 'II',
    is_holy_day: festivity?.is_holy_day ?? isSunday,
    no_mass: noMass,
    mass_parts: noMass ? [] : massParts(gloria, hasAlleluia(season, holyThursday)),
  };
}

export class LiturgicalDayService {
  constructor(private readonly festivities: FestivitiesService) {}

  async day(date: string): Promise<TLiturgicalDay> {
    const data = await this.festivities.year(Number(date.slice(0, 4)));
    const month = data.byMonth[Number(date.slice(5, 7))]!;
    return buildDay(date, data.romcal[date] ?? [], month.filter((f) => f.date === date));
  }
}
