/** File kinds decided by their first bytes (magic numbers), never by name or the browser's claim. */
/** 'zip' is only what the server writes itself (the export of one's data, issue 61); no upload allows it. */
export type FileKind = 'jpg' | 'png' | 'gif' | 'webp' | 'pdf' | 'tiff' | 'zip' | 'musicxml' | 'mxl' | 'mid' | 'mp3' | 'ogg' | 'm4a';

export const mimeTypes: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  tiff: 'image/tiff',
  zip: 'application/zip',
  musicxml: 'application/vnd.recordare.musicxml+xml',
  mxl: 'application/vnd.recordare.musicxml',
  mid: 'audio/midi',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
};

/**
 * How many first bytes an upload is judged by. Pictures and PDFs need 12; a MusicXML file is
 * known by its root element, which comes after the XML declaration, the DOCTYPE and perhaps a
 * comment, and a compressed one by the name of its first ZIP entry.
 */
export const SNIFF_BYTES = 4096;

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

/** Needs the first SNIFF_BYTES bytes (or the whole file when shorter); returns null for anything not recognised. */
export function detectFileKind(head: Buffer): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  // "MThd" and its header length, always 6.
  if (startsWith(head, [0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6])) return 'mid';
  if (startsWith(head, [0x4f, 0x67, 0x67, 0x53, 0])) return 'ogg';
  if (isMp3(head)) return 'mp3';
  // An MPEG-4 file: its first box is "ftyp"; M4A is its audio-only use.
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4) && M4A_BRANDS.has(head.subarray(8, 12).toString('latin1'))) return 'm4a';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return isMxl(head) ? 'mxl' : 'zip';
  if (isMusicXml(head)) return 'musicxml';
  return null;
}

/** Major brands of MPEG-4 audio as encoders write them (iTunes, ffmpeg, phones' recorders). */
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso2', 'dash']);

/** An ID3 tag, or an MPEG audio frame header: 11 sync bits, a layer, a bit rate and a sample rate that exist. */
function isMp3(head: Buffer): boolean {
  if (startsWith(head, [0x49, 0x44, 0x33]) && head[3] >= 2 && head[3] <= 4) return true;
  if (head.length < 4 || head[0] !== 0xff || (head[1] & 0xe0) !== 0xe0) return false;
  const version = (head[1] >> 3) & 3;
  const layer = (head[1] >> 1) & 3;
  const bitrate = head[2] >> 4;
  const rate = (head[2] >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

/**
 * Compressed MusicXML: a ZIP whose first entry is the "mimetype" file saying so (stored, as the
 * MusicXML specification asks) or, as some editors write it, "META-INF/container.xml". Any other
 * ZIP (a Word file, an archive) is not a score.
 */
function isMxl(head: Buffer): boolean {
  if (head.length < 30) return false;
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  const name = head.subarray(30, 30 + nameLength).toString('latin1');
  if (name === 'META-INF/container.xml') return true;
  if (name !== 'mimetype') return false;
  const content = head.subarray(30 + nameLength + extraLength, 30 + nameLength + extraLength + 40).toString('latin1');
  return content.startsWith('application/vnd.recordare.musicxml');
}

/**
 * Uncompressed MusicXML (UTF-8): after an optional byte-order mark, the XML declaration, comments,
 * processing instructions and the DOCTYPE, the root element is score-partwise or score-timewise.
 */
function isMusicXml(head: Buffer): boolean {
  let text = head.toString('utf8');
  if (text.startsWith('\ufeff')) text = text.slice(1);
  for (;;) {
    text = text.trimStart();
    if (text.startsWith('<?')) {
      const end = text.indexOf('?>');
      if (end < 0) return false;
      text = text.slice(end + 2);
    } else if (text.startsWith('<!--')) {
      const end = text.indexOf('-->');
      if (end < 0) return false;
      text = text.slice(end + 3);
    } else if (text.startsWith('<!DOCTYPE')) {
      // MusicXML's DOCTYPE names a public DTD and has no internal subset.
      const end = text.indexOf('>');
      if (end < 0) return false;
      text = text.slice(end + 1);
    } else {
      return /^<score-(partwise|timewise)[\s>/]/.test(text);
    }
  }
}
