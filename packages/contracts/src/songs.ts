import { z } from 'zod';
import { errors } from './messages.ts';
import { songLimits, songSortFields } from './limits.ts';
import { ZPracticeFile } from './practice.ts';

/**
 * How a song's chords name the notes (issue 58): 'german' is the Slovenian and German H–B
 * notation (H is B natural, B is B♭; Fis, Es…), 'english' the English one (B natural, B♭).
 * A song's own property, defaulting to its community's (H–B when none).
 */
export const chordNotations = ['german', 'english'] as const;
export type TChordNotation = (typeof chordNotations)[number];
export const ZChordNotation = z.enum(chordNotations, { error: errors.chordNotationInvalid });

const optionalText = (max: number) => z.string().trim().max(max, errors.songFieldTooLong).nullable().optional();

export const ZSongRequest = z.object({
  title: z.string({ error: errors.songTitleRequired }).trim().min(1, errors.songTitleRequired).max(songLimits.title, errors.songFieldTooLong),
  composer: optionalText(songLimits.short),
  key: optionalText(20),
  tempo: optionalText(50),
  lyrics: optionalText(songLimits.long),
  notes: optionalText(songLimits.long),
  category: optionalText(50),
  /** Omitted: on create the community's notation (H–B for a personal song), on edit unchanged. */
  chord_notation: ZChordNotation.optional(),
  /** On create: a community song of this community; omitted or null makes a personal song. */
  community_id: z.coerce.number().int().positive().nullable().optional(),
});
export type TSongRequest = z.infer<typeof ZSongRequest>;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const ZSongsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(50).optional(),
  community_only: flag.optional(),
  user_only: flag.optional(),
  community_id: z.coerce.number().int().positive().optional(),
  /** "user" or "community:<id>", as GET /song-collections names them. */
  collection_id: z.string().regex(/^(user|community:\d+)$/, errors.invalidQuery).optional(),
  sort: z.enum(songSortFields).default('title'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(songLimits.pageSizeMax).default(songLimits.pageSizeDefault),
});
export type TSongsQuery = z.infer<typeof ZSongsQuery>;

export const ZSong = z.object({
  id: z.number(),
  title: z.string(),
  composer: z.string().nullable(),
  key: z.string().nullable(),
  tempo: z.string().nullable(),
  lyrics: z.string().nullable(),
  notes: z.string().nullable(),
  category: z.string(),
  chord_notation: z.enum(chordNotations),
  owner_type: z.enum(['user', 'community']),
  owner_id: z.number(),
  community_id: z.number().nullable(),
  community_name: z.string().nullable(),
  has_part_file: z.boolean(),
  part_file_name: z.string().nullable(),
  part_file_type: z.string().nullable(),
  part_file_size: z.number().nullable(),
  part_file_uploaded_at: z.string().nullable(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the caller may edit, delete and upload (the policy's answer). */
  can_edit: z.boolean(),
  /** Song history (issue 22): the date of the last past event the caller may see whose setlist held the song, or null. */
  last_sung: z.string().nullable(),
  /** Such events in the last 12 months (from the same date a year ago up to yesterday). */
  times_sung_12m: z.number(),
  /** Issue 59: the files to practise with (a score or MIDI file first, then audio tracks by voice). */
  practice_files: z.array(ZPracticeFile),
});
export type TSong = z.infer<typeof ZSong>;

/**
 * A song as a list page carries it: everything but its lyrics and notes, which a songbook page
 * never shows and which are most of a song's bytes (a page of 50 hymns with their verses is
 * ~100 KB). The song's own read (GET /songs/{id}) has them, and its practice files.
 */
export const ZSongListItem = ZSong.omit({ lyrics: true, notes: true, practice_files: true });
export type TSongListItem = z.infer<typeof ZSongListItem>;

export const ZSongsResponse = z.object({
  songs: z.array(ZSongListItem),
  /** Matching songs, counted exactly up to ten pages past this one; past that a lower bound. */
  total: z.number(),
  /** False when `total` is a lower bound: there are more matches than counted. */
  total_exact: z.boolean(),
  page: z.number(),
  per_page: z.number(),
  pages: z.number(),
  /** Songs in the same scope created by the caller (the "own songs" side card). */
  own_count: z.number(),
  /** Distinct categories in the same scope, for the filter. */
  categories: z.array(z.string()),
});
export type TSongsResponse = z.infer<typeof ZSongsResponse>;

export const ZSongCollection = z.object({
  id: z.string(),
  owner_type: z.enum(['user', 'community']),
  owner_id: z.number(),
  name: z.string(),
  song_count: z.number(),
  can_add: z.boolean(),
  /** Whether the caller may import files into it (issue 60): their own; a group's admins. */
  can_import: z.boolean(),
  /** The chord notation a new song here starts with: the community's setting, H–B for one's own songs. */
  chord_notation: z.enum(chordNotations),
});
export type TSongCollection = z.infer<typeof ZSongCollection>;

/** GET /communities/{id}/song-stats (issue 22, 'Statistika pesmi'): community members only. */
export const ZSongStatRow = z.object({
  song_id: z.number(),
  title: z.string(),
  category: z.string(),
  last_sung: z.string().nullable(),
  times_sung_12m: z.number(),
});
export type TSongStatRow = z.infer<typeof ZSongStatRow>;

export const songStatSeasons = ['advent', 'christmas', 'lent', 'paschal_triduum', 'easter', 'ordinary_time'] as const;

export const ZSongStats = z.object({
  /** Today in the app's zone; the last 12 months run from `since` to the day before `today`. */
  today: z.string(),
  since: z.string(),
  /** Sung in the last 12 months, most often first (then the most recent). */
  most_sung: z.array(ZSongStatRow),
  /** The community's songs not sung in the last 12 months (never sung first, then the longest unsung). */
  not_sung: z.array(ZSongStatRow),
  /** Per liturgical season of the last 12 months: its songs, most often first. */
  seasons: z.array(z.object({ season: z.enum(songStatSeasons), times: z.number(), songs: z.array(ZSongStatRow.extend({ times: z.number() })) })),
});
export type TSongStats = z.infer<typeof ZSongStats>;

/** GET /communities/{id}/song-stats/{songId}: the song's history, newest first. */
export const ZSongHistory = z.object({
  song: ZSongStatRow,
  entries: z.array(z.object({ date: z.string(), event_id: z.number(), event_title: z.string(), event_type: z.string(), role: z.string().nullable() })),
});
export type TSongHistory = z.infer<typeof ZSongHistory>;
