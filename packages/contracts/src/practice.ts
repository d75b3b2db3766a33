import { z } from 'zod';
import { practiceErrors } from './messages-practice.ts';

/*
 * Practising one's part (issue 59): the files a leader attaches to a song for practice (a score,
 * a MIDI file, audio tracks), the voices they are heard as, and the server's words about them.
 * Apart from songs.ts so that only the screens that show practice files load these.
 */

/** The voices of the practice mixer, in the order the mixer lists them. */
export const practiceVoices = ['soprano', 'alto', 'tenor', 'bass', 'accompaniment'] as const;
export type TPracticeVoice = (typeof practiceVoices)[number];

/** An audio track is one voice's, or the whole choir's ('all'). */
export const practiceTrackVoices = [...practiceVoices, 'all'] as const;
export type TPracticeTrackVoice = (typeof practiceTrackVoices)[number];

/** What a practice file is, from the kind its bytes were detected as. */
export const practiceFileKinds = ['score', 'midi', 'audio'] as const;
export type TPracticeFileKind = (typeof practiceFileKinds)[number];

export const practiceLimits = {
  /** Lines (a part, or one voice of a part) a voice mapping may name: far above any choir score. */
  voiceMapEntries: 64,
  /** Characters of a line's key ("P1", "P2/2"): MusicXML part ids are short. */
  voiceMapKey: 100,
} as const;

export const ZPracticeVoice = z.enum(practiceVoices, { error: practiceErrors.voiceInvalid });
export const ZPracticeTrackVoice = z.enum(practiceTrackVoices, { error: practiceErrors.voiceInvalid });

/**
 * The leader's correction of which line is which voice: line key → voice. A line is a part of the
 * score ("P1"), or one voice of a part written with several on one staff ("P1/2"); in a MIDI
 * file a track ("t3"). Lines it does not name keep the voice recognised from the file.
 */
export const ZVoiceMap = z
  .record(z.string().min(1, practiceErrors.voiceMapKey).max(practiceLimits.voiceMapKey, practiceErrors.voiceMapKey), ZPracticeVoice)
  .refine((m) => Object.keys(m).length <= practiceLimits.voiceMapEntries, practiceErrors.voiceMapTooLarge);
export type TVoiceMap = z.infer<typeof ZVoiceMap>;

export const ZPracticeFile = z.object({
  id: z.number(),
  kind: z.enum(practiceFileKinds),
  /** The uploader's file name (with the extension of the detected type). */
  name: z.string(),
  /** The detected type: musicxml, mxl, mid, mp3, ogg or m4a. */
  type: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
  /** An audio track's voice; null for a score or a MIDI file. */
  voice: z.enum(practiceTrackVoices).nullable(),
  /** A score's or MIDI file's corrected voices ({} when none was corrected); {} for audio. */
  voice_map: z.record(z.string(), z.enum(practiceVoices)),
});
export type TPracticeFile = z.infer<typeof ZPracticeFile>;

/** PUT /songs/{id}/practice-files/{fileId}: an audio track's voice, or a score's corrected voices. */
export const ZPracticeFileRequest = z
  .object({ voice: ZPracticeTrackVoice.optional(), voice_map: ZVoiceMap.optional() })
  .refine((b) => b.voice !== undefined || b.voice_map !== undefined, { message: practiceErrors.voiceInvalid });
export type TPracticeFileRequest = z.infer<typeof ZPracticeFileRequest>;

export const ZPracticeFileParams = z.object({
  id: z.coerce.number().int().positive(),
  fileId: z.coerce.number().int().positive(),
});

/** The kind of practice file a detected type makes. */
export function practiceKindOf(type: string): TPracticeFileKind | null {
  if (type === 'musicxml' || type === 'mxl') return 'score';
  if (type === 'mid') return 'midi';
  if (type === 'mp3' || type === 'ogg' || type === 'm4a') return 'audio';
  return null;
}
