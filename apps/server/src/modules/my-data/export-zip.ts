import { PassThrough, type Readable } from 'node:stream';
import { myDataFiles, myDataReadme } from '@zborovodja/contracts';
import yazl from 'yazl';

/** One JSON file per kind of data (the names of `myDataFiles`), in the README's order. */
export type ExportKinds = Record<keyof typeof myDataFiles, unknown>;

/** A stored file to put in the ZIP (a profile photo, a song's sheet music), opened only when its turn comes. */
export interface ExportAttachment {
  path: string;
  open: () => Promise<Readable | null>;
}

/** The README in Slovenian: what each file holds. CRLF, so that Notepad shows the lines too. */
export function exportReadme(username: string, madeAt: string): string {
  const lines = [
    myDataReadme.title,
    '',
    myDataReadme.intro(madeAt, username),
    '',
    myDataReadme.filesHeading,
    ...Object.entries(myDataFiles).map(([file, what]) => `- ${file}: ${what}`),
    '',
    myDataReadme.outro,
    '',
  ];
  return lines.join('\r\n');
}

/**
 * The export as a ZIP stream (yazl): PREBERI-ME.txt, one JSON file per kind, then the attachments
 * read one at a time, so a large songbook never sits in memory whole. A missing attachment is left out.
 */
export function exportZip(o: { username: string; madeAt: Date; madeAtText: string; kinds: ExportKinds; attachments: ExportAttachment[] }): Readable {
  const zip = new yazl.ZipFile();
  const mtime = o.madeAt;
  zip.addBuffer(Buffer.from(exportReadme(o.username, o.madeAtText), 'utf8'), 'PREBERI-ME.txt', { mtime });
  for (const file of Object.keys(myDataFiles) as (keyof typeof myDataFiles)[]) zip.addBuffer(Buffer.from(`${JSON.stringify(o.kinds[file], null, 2)}\n`, 'utf8'), file, { mtime });
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  (async () => {
    for (const a of o.attachments) {
      const stream = await a.open();
      if (!stream) continue;
      await new Promise<void>((resolve, reject) => {
        stream.once('end', resolve).once('error', reject);
        zip.addReadStream(stream, a.path, { mtime, compress: false });
      });
    }
    zip.end();
  })().catch((err: Error) => out.destroy(err));
  return out;
}
