/*
 * Compressed MusicXML (.mxl): a ZIP whose META-INF/container.xml names the score inside. Read with
 * the browser's own DecompressionStream, so no ZIP library is shipped for one file.
 */

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function entries(zip: Uint8Array): Entry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end of central directory record: its signature within the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a ZIP file');
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const out: Entry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('broken ZIP directory');
    const nameLength = view.getUint16(at + 28, true);
    out.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
      name: decoder.decode(zip.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return out;
}

async function read(zip: Uint8Array, entry: Entry): Promise<string> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const start = entry.localOffset + 30 + view.getUint16(entry.localOffset + 26, true) + view.getUint16(entry.localOffset + 28, true);
  const data = zip.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8) throw new Error('unsupported ZIP compression');
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

/** The MusicXML text inside an .mxl file. */
export async function unzipMxl(bytes: ArrayBuffer): Promise<string> {
  const zip = new Uint8Array(bytes);
  const all = entries(zip);
  const container = all.find((e) => e.name === 'META-INF/container.xml');
  let path: string | null = null;
  if (container) path = /full-path="([^"]+)"/.exec(await read(zip, container))?.[1] ?? null;
  const score = all.find((e) => e.name === path) ?? all.find((e) => !e.name.startsWith('META-INF/') && /\.(musicxml|xml)$/i.test(e.name));
  if (!score) throw new Error('no score in the MXL file');
  return read(zip, score);
}
