import { z } from 'zod';
import { errors } from './messages.ts';
import { songImportLimits } from './limits.ts';

/**
 * Bringing a songbook in and taking it out (issue 60). The import is two requests with the same
 * files: POST /songs/import/preview answers what each file (or CSV row) becomes, POST /songs/import
 * does it for the rows chosen, in one transaction.
 */
export const songImportFormats = ['chordpro', 'openlyrics', 'csv', 'sheet', 'unknown'] as const;
export type TSongImportFormat = (typeof songImportFormats)[number];

/** new: a new song; attach: the file goes to a song (existing, or new in this import); duplicate: skipped; refused: cannot be read. */
export const songImportStatuses = ['new', 'attach', 'duplicate', 'refused'] as const;
export type TSongImportStatus = (typeof songImportStatuses)[number];

/** Which songbook: a group's (`community_id`), or the caller's own when omitted. */
export const ZSongbookQuery = z.object({
  community_id: z.coerce.number().int().positive().optional(),
});
export type TSongbookQuery = z.infer<typeof ZSongbookQuery>;

export const ZSongImportRow = z.object({
  /** Stable for the same files sent in the same order: what `selected` names. */
  key: z.string(),
  /** Where it came from, for a person: "pesmi.zip › chordpro/Zdrava Marija.cho", "seznam.csv, vrstica 4". */
  source: z.string(),
  format: z.enum(songImportFormats),
  status: z.enum(songImportStatuses),
  title: z.string().nullable(),
  composer: z.string().nullable(),
  category: z.string().nullable(),
  /** Why it is skipped or refused, in Slovenian; null for new songs and attachments. */
  reason: z.string().nullable(),
  /** For an attachment: the song the file goes to. */
  target_title: z.string().nullable(),
});
export type TSongImportRow = z.infer<typeof ZSongImportRow>;

export const ZSongImportPreview = z.object({
  rows: z.array(ZSongImportRow),
});
export type TSongImportPreview = z.infer<typeof ZSongImportPreview>;

/** The multipart field `options` of POST /songs/import, JSON, sent before the files. */
export const ZSongImportOptions = z.object({
  selected: z.array(z.string().max(1000)).max(songImportLimits.songs + songImportLimits.files),
  /** One category for every new song; null or omitted keeps each file's own (else Splošno). */
  category: z.string().trim().max(50, errors.songFieldTooLong).nullable().optional(),
});
export type TSongImportOptions = z.infer<typeof ZSongImportOptions>;

export const ZSongImportResult = z.object({
  message: z.string(),
  created: z.number(),
  attached: z.number(),
});
export type TSongImportResult = z.infer<typeof ZSongImportResult>;
