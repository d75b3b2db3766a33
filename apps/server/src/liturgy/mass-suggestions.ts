/**
 * Ranking songs for the parts of a Mass (issue 22, "Plan a Mass setlist"). Pure: the songs the
 * setlist may take, their history and the day come in, up to three suggestions per part go out.
 *
 * A part takes only a song that fits it (issue 57; docs/decisions.md, "Which song fits a part"):
 *  - the Psalm only a psalm: a song whose category or title says psalm (SNRM 61); the rest of
 *    the sung ordinary (Gospod usmili se, Slava, Aleluja, Spev pred evangelijem, Svet, Jagnje
 *    Božje) only a song titled (or categorised) for that part (SNRM 366: no other song in their
 *    place). Having been sung in the part before ranks a song, it never makes it fit;
 *  - a song marked for an ordinary part or the Psalm is not offered for the proper songs;
 *  - a season's own songs only in their season: Adventna in Advent, Božična in Christmas time,
 *    Postna in Lent (and Holy Thursday), Velikonočna in Eastertide, Binkoštna from the Ascension
 *    to Pentecost; Marijanska and the others any day (not as the Psalm: they are not psalms).
 * When nothing fits, the part has no suggestion: an empty slot rather than a wrong song.
 *
 * Score, best first:
 *  - the category fits the day (+4): a seasonal category in its season, Marijanska on Marian
 *    celebrations and in May and October, Evharistična at Obhajilo and on Sveto Rešnje telo in kri;
 *  - the song was sung in this role before (+2, a little more the more often);
 *  - not sung in the last 4 weeks (+1) ranks above sung recently (−3).
 * Then the longer unsung first, then by title.
 */
import { liturgyMessages, type TLiturgicalDay, type TMassPlanSlot, type TMassSuggestion } from '@zborovodja/contracts';
import { addDays } from '../clock.ts';
import { slovenianName } from './slovenian-calendar.ts';

export interface CandidateSong {
  id: number;
  title: string;
  category: string;
}

export interface SongHistory {
  /** Times sung per role ('' for none). */
  roles: Map<string, number>;
  last_sung: string;
}

const RECENT_DAYS = 28;
const scores = new WeakMap<TMassSuggestion, number>();
const scoreOf = (s: TMassSuggestion) => scores.get(s) ?? 0;
const reasons = liturgyMessages.reasons;

/** Lower case without diacritics: 'Božična' and 'bozicna' are one category. */
export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** Easter Sunday of a year (Gregorian computus, the anonymous algorithm), YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31), dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

type DayFacts = Pick<TLiturgicalDay, 'season' | 'name' | 'date'>;

/** Pentecost time: the Ascension (40th day of Easter, a Thursday) to Pentecost Sunday (50th). */
function pentecostTime(day: DayFacts): boolean {
  const easter = easterSunday(Number(day.date.slice(0, 4)));
  return day.season === 'easter' && day.date >= addDays(easter, 39) && day.date <= addDays(easter, 49);
}

/** A season's own songs, by the start of the folded category ('Božična', 'Bozicne pesmi'), and when they fit. */
const SEASONAL: [prefix: string, fits: (day: DayFacts) => boolean][] = [
  ['advent', (d) => d.season === 'advent'],
  ['bozic', (d) => d.season === 'christmas'],
  ['postn', (d) => d.season === 'lent' || d.season === 'paschal_triduum'],
  ['velikonoc', (d) => d.season === 'easter'],
  ['binkost', pentecostTime],
];

/** Celebrations of Mary (romcal ids), known by their Slovenian names (slovenian-calendar.ts). */
const MARIAN_IDS = [
  'mary_mother_of_god', 'our_lady_of_lourdes', 'annunciation_of_the_lord', 'our_lady_of_fatima', 'mary_mother_of_the_church',
  'visitation_of_mary', 'immaculate_heart_of_mary', 'our_lady_of_mount_carmel', 'dedication_of_the_basilica_of_saint_mary_major',
  'assumption_of_the_blessed_virgin_mary', 'queenship_of_the_blessed_virgin_mary', 'nativity_of_the_blessed_virgin_mary',
  'most_holy_name_of_mary', 'our_lady_of_sorrows', 'our_lady_of_the_rosary', 'presentation_of_the_blessed_virgin_mary',
  'immaculate_conception_of_the_blessed_virgin_mary', 'our_lady_of_loreto', 'our_lady_of_guadalupe', 'mary_help_of_christians',
];
const MARIAN_NAMES = new Set(MARIAN_IDS.map((id) => slovenianName(id)).filter((n): n is string => !!n));
const CORPUS_CHRISTI = slovenianName('most_holy_body_and_blood_of_christ');

/** The sung ordinary and the Psalm: a song is marked for a part when its title (or its category) says so. */
const ORDINARY_TITLES: Record<string, RegExp> = {
  'Gospod usmili se': /\bgospod,? usmili|\bkyrie/,
  Slava: /^slava\b(?!,? tebi)|\bgloria\b/,
  Psalm: /\bpsalm/,
  Aleluja: /\baleluj|\balleluia/,
  'Spev pred evangelijem': /pred evangelij|slava tebi,? kristus/,
  Svet: /^svet,? svet|^svet\b|\bsanctus\b/,
  'Jagnje Božje': /\bjagnje|\bagnus dei/,
};

export function categoryFit(category: string, day: DayFacts, role: string): { fit: boolean; bonus: boolean } {
  const c = fold(category);
  const seasonal = SEASONAL.find(([prefix]) => c.startsWith(prefix));
  if (seasonal) {
    const fits = seasonal[1](day);
    return { fit: fits, bonus: fits };
  }
  if (c.startsWith('marij')) {
    const month = Number(day.date.slice(5, 7));
    return { fit: true, bonus: MARIAN_NAMES.has(day.name) || month === 5 || month === 10 };
  }
  if (c.startsWith('evharist')) return { fit: true, bonus: role === 'Obhajilo' || day.name === CORPUS_CHRISTI };
  return { fit: true, bonus: false };
}

/** Whether a song is marked for a part of the ordinary (or the Psalm) by its title or its category; any such part without `role`. */
export function markedFor(song: Pick<CandidateSong, 'title' | 'category'>, role?: string): boolean {
  const title = fold(song.title);
  const category = fold(song.category);
  return Object.entries(ORDINARY_TITLES).some(([part, re]) => (role === undefined || part === role) && (re.test(title) || re.test(category)));
}

function weeksSince(last: string, date: string): number {
  let weeks = 0;
  while (addDays(last, 7 * (weeks + 1)) <= date) weeks++;
  return weeks;
}

export function rankForRole(
  role: string,
  day: DayFacts,
  songs: CandidateSong[],
  history: Map<number, SongHistory>,
): TMassSuggestion[] {
  const ordinary = ORDINARY_TITLES[role];
  const recentFrom = addDays(day.date, -RECENT_DAYS);
  const scored: { s: TMassSuggestion; score: number }[] = [];
  for (const song of songs) {
    const h = history.get(song.id);
    const timesInRole = h?.roles.get(role) ?? 0;
    // The ordinary and the Psalm: only a song marked for the part. A proper song: any song not
    // marked for a part of the ordinary, unless the choir has sung it in this one.
    if (ordinary ? !markedFor(song, role) : !timesInRole && markedFor(song)) continue;
    const fit = categoryFit(song.category, day, role);
    if (!fit.fit) continue;
    let score = 0;
    const why: string[] = [];
    if (fit.bonus) {
      score += 4;
      why.push(reasons.category(song.category));
    }
    if (timesInRole) {
      score += 2 + Math.min(timesInRole, 5) / 10;
      why.push(reasons.usualIn[role] ?? role);
    }
    if (h && h.last_sung > recentFrom) {
      score -= 3;
      why.push(reasons.sungRecently);
    } else {
      score += 1;
      why.push(h ? reasons.notSungWeeks(weeksSince(h.last_sung, day.date)) : reasons.neverSung);
    }
    scored.push({ s: { song_id: song.id, title: song.title, category: song.category, last_sung: h?.last_sung ?? null, reasons: why }, score });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (a.s.last_sung ?? '').localeCompare(b.s.last_sung ?? '') ||
      a.s.title.localeCompare(b.s.title, 'sl') ||
      a.s.song_id - b.s.song_id,
  );
  for (const x of scored) scores.set(x.s, x.score);
  return scored.map((x) => x.s);
}

/**
 * Up to three suggestions per part. Songs already on the setlist stay there and are not offered.
 * Each part's first suggestion is a different song: the first suggestions are handed out best
 * score first over all parts (a song usual at Obhajilo goes there, not to an earlier part where
 * it merely fits), so taking every first suggestion never puts a song twice on the setlist. The
 * alternatives may repeat another part's first song; the dialog lets one part at a time take it,
 * and the server refuses a song twice. A part without a song of its own has no suggestions (issue 57).
 */
export function suggest(
  day: TLiturgicalDay,
  songs: CandidateSong[],
  history: Map<number, SongHistory>,
  onSetlist: Set<number>,
  perSlot = 3,
): TMassPlanSlot[] {
  const pool = songs.filter((s) => !onSetlist.has(s.id));
  const ranked = day.mass_parts.map((part) => rankForRole(part.role, day, pool, history));
  const first = new Map<number, number>(); // part index → song
  const taken = new Set<number>();
  const pairs = ranked.flatMap((list, part) => list.map((s, pos) => ({ part, s, pos, score: scoreOf(s) })));
  pairs.sort((a, b) => b.score - a.score || a.pos - b.pos || a.part - b.part);
  for (const p of pairs) {
    if (first.has(p.part) || taken.has(p.s.song_id)) continue;
    first.set(p.part, p.s.song_id);
    taken.add(p.s.song_id);
  }
  return day.mass_parts.map((part, i) => {
    const lead = ranked[i]!.find((s) => s.song_id === first.get(i));
    // The alternatives may be another part's first suggestion: the editor lets only one part take it.
    // A part left without a song of its own stays empty: its first suggestion would be another
    // part's, and taking every first suggestion would put that song on the setlist twice.
    const rest = ranked[i]!.filter((s) => s !== lead);
    return { role: part.role, note: part.note, suggestions: lead ? [lead, ...rest].slice(0, perSlot) : [] };
  });
}

/** History rows (song, role, times, last date) folded per song. */
export function historyBySong(rows: { song_id: number; song_role: string | null; n: number; last_sung: string }[]): Map<number, SongHistory> {
  const out = new Map<number, SongHistory>();
  for (const r of rows) {
    const h = out.get(r.song_id) ?? { roles: new Map<string, number>(), last_sung: r.last_sung };
    h.roles.set(r.song_role ?? '', (h.roles.get(r.song_role ?? '') ?? 0) + r.n);
    if (r.last_sung > h.last_sung) h.last_sung = r.last_sung;
    out.set(r.song_id, h);
  }
  return out;
}
