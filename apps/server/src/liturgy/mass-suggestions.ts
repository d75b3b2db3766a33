/**
 * Ranking songs for the parts of a Mass (issue 22, "Plan a Mass setlist"). Pure: the songs the
 * setlist may take, their history and the day come in, up to three suggestions per part go out.
 *
 * Score, best first:
 *  - the category fits the day (+4): Adventna in Advent, Božična in the Christmas season, Postna
 *    in Lent, Velikonočna in Eastertide, Marijanska on Marian celebrations and in May and October,
 *    Evharistična at Obhajilo and on Sveto Rešnje telo in kri. A seasonal category out of its
 *    season does not fit at all (no Božična in Lent); Splošno and the others fit any day (0);
 *  - the song was sung in this role before (+2, a little more the more often);
 *  - not sung in the last 4 weeks (+1) ranks above sung recently (−3).
 * Then the longer unsung first, then by title. The sung ordinary (Gospod usmili se, Slava, Psalm,
 * Aleluja, Spev pred evangelijem, Svet, Jagnje Božje) takes only songs sung in that role before or
 * titled for it; a song titled for an ordinary part is not offered for the proper songs.
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

const SEASONAL: Record<string, TLiturgicalDay['season'][]> = {
  adventna: ['advent'],
  bozicna: ['christmas'],
  postna: ['lent', 'paschal_triduum'],
  velikonocna: ['easter'],
};

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

/** The sung ordinary: a song is titled for a part when its title says so. */
const ORDINARY_TITLES: Record<string, RegExp> = {
  'Gospod usmili se': /\bgospod,? usmili|\bkyrie/,
  Slava: /^slava\b|\bgloria\b/,
  Psalm: /\bpsalm/,
  Aleluja: /\baleluj|\balleluia/,
  'Spev pred evangelijem': /pred evangelij|slava tebi,? kristus/,
  Svet: /^svet,? svet|^svet\b|\bsanctus\b/,
  'Jagnje Božje': /\bjagnje|\bagnus dei/,
};

export function categoryFit(category: string, day: Pick<TLiturgicalDay, 'season' | 'name' | 'date'>, role: string): { fit: boolean; bonus: boolean } {
  const c = fold(category);
  const seasons = SEASONAL[c];
  if (seasons) return { fit: seasons.includes(day.season), bonus: seasons.includes(day.season) };
  if (c === 'marijanska') {
    const month = Number(day.date.slice(5, 7));
    return { fit: true, bonus: MARIAN_NAMES.has(day.name) || month === 5 || month === 10 };
  }
  if (c === 'evharisticna') return { fit: true, bonus: role === 'Obhajilo' || day.name === CORPUS_CHRISTI };
  return { fit: true, bonus: false };
}

function weeksSince(last: string, date: string): number {
  let weeks = 0;
  while (addDays(last, 7 * (weeks + 1)) <= date) weeks++;
  return weeks;
}

export function rankForRole(
  role: string,
  day: Pick<TLiturgicalDay, 'season' | 'name' | 'date'>,
  songs: CandidateSong[],
  history: Map<number, SongHistory>,
): TMassSuggestion[] {
  const ordinary = ORDINARY_TITLES[role];
  const recentFrom = addDays(day.date, -RECENT_DAYS);
  const scored: { s: TMassSuggestion; score: number }[] = [];
  for (const song of songs) {
    const h = history.get(song.id);
    const timesInRole = h?.roles.get(role) ?? 0;
    const title = fold(song.title);
    if (ordinary) {
      if (!timesInRole && !ordinary.test(title)) continue;
    } else if (!timesInRole && Object.values(ORDINARY_TITLES).some((re) => re.test(title))) continue;
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
 * and the server refuses a song twice.
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
    const rest = ranked[i]!.filter((s) => s !== lead);
    return { role: part.role, note: part.note, suggestions: (lead ? [lead, ...rest] : rest).slice(0, perSlot) };
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
