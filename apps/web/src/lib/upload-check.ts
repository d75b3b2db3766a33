import { errors, eventLimits, eventsUi, limits, partFilesUi, practiceErrors, songLimits, uploadKinds, type TUploadKind } from '@zborovodja/contracts';
import { fileExtension } from './part-files.ts';

/*
 * What each upload takes, checked before the file is sent (spec §5, §9). The server decides again
 * by the file's first bytes (DESIGN.md §5); checking here means a file it would refuse is never
 * sent, so the person hears at once instead of after uploading megabytes for nothing.
 */

export interface UploadRule {
  kinds: readonly TUploadKind[];
  maxBytes: number;
  /** The server's own messages for the same refusals. */
  messages: { missing: string; wrongType: string; tooLarge: string };
}

/** How a browser names each kind: its type for the file, and the file names' extensions. */
const kindNames: Record<TUploadKind, { types: readonly string[]; extensions: readonly string[] }> = {
  jpg: { types: ['image/jpeg', 'image/jpg'], extensions: ['jpg', 'jpeg'] },
  png: { types: ['image/png'], extensions: ['png'] },
  gif: { types: ['image/gif'], extensions: ['gif'] },
  webp: { types: ['image/webp'], extensions: ['webp'] },
  pdf: { types: ['application/pdf'], extensions: ['pdf'] },
  tiff: { types: ['image/tiff'], extensions: ['tif', 'tiff'] },
  // Browsers name MusicXML variously (or not at all): the extension then decides.
  musicxml: { types: ['application/vnd.recordare.musicxml+xml'], extensions: ['musicxml', 'xml'] },
  mxl: { types: ['application/vnd.recordare.musicxml'], extensions: ['mxl'] },
  mid: { types: ['audio/midi', 'audio/mid', 'audio/x-midi'], extensions: ['mid', 'midi'] },
  mp3: { types: ['audio/mpeg', 'audio/mp3'], extensions: ['mp3'] },
  ogg: { types: ['audio/ogg', 'application/ogg'], extensions: ['ogg'] },
  m4a: { types: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'], extensions: ['m4a'] },
};

export const uploadRules = {
  /** Profile and performer pictures. */
  picture: {
    kinds: uploadKinds.picture,
    maxBytes: limits.profileImageBytes,
    messages: { missing: errors.imageRequired, wrongType: errors.imageRequired, tooLarge: errors.imageTooLarge },
  },
  headerImage: {
    kinds: uploadKinds.headerImage,
    maxBytes: eventLimits.headerImageBytes,
    messages: { missing: eventsUi.headerImage.missing, wrongType: eventsUi.headerImage.type, tooLarge: eventsUi.headerImage.tooLarge },
  },
  partFile: {
    kinds: uploadKinds.partFile,
    maxBytes: songLimits.partFileBytes,
    messages: { missing: partFilesUi.noFile, wrongType: partFilesUi.wrongType, tooLarge: partFilesUi.tooLarge },
  },
  /** Issue 59: a score, a MIDI file or an audio track to practise with. */
  practice: {
    kinds: uploadKinds.practice,
    maxBytes: songLimits.partFileBytes,
    messages: { missing: partFilesUi.noFile, wrongType: practiceErrors.fileType, tooLarge: partFilesUi.tooLarge },
  },
} as const satisfies Record<string, UploadRule>;

export type CheckedFile = Pick<File, 'size'> & Partial<Pick<File, 'name' | 'type'>>;

/**
 * The message for a file that may not go, null when it may. Its kind is taken from the browser's
 * type or from its name: a browser that names a PDF application/octet-stream (or gives no type)
 * still sends it, and the server has the last word.
 */
export function checkUpload(file: CheckedFile | null | undefined, rule: UploadRule): string | null {
  if (!file) return rule.messages.missing;
  const type = (file.type ?? '').toLowerCase();
  const extension = fileExtension(file.name);
  const known = rule.kinds.some((kind) => kindNames[kind].types.includes(type) || kindNames[kind].extensions.includes(extension));
  if (!known) return rule.messages.wrongType;
  if (file.size > rule.maxBytes) return rule.messages.tooLarge;
  return null;
}

/** The file input's `accept`: the kinds' types and extensions (some pickers go by one, some by the other). */
export const acceptOf = (rule: UploadRule): string =>
  rule.kinds.flatMap((kind) => [...kindNames[kind].types, ...kindNames[kind].extensions.map((e) => `.${e}`)]).join(',');
