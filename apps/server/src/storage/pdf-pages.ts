import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FileStorage } from './uploads.ts';

/**
 * The number of pages pdf.js can read in a PDF, or 0 when it cannot open it: a file that starts
 * with "%PDF" but is cut short or corrupt would otherwise be stored and fail only in the viewer.
 * The same library renders it in the browser, so "opens here" means "opens there".
 */
export async function readablePdfPages(bytes: Uint8Array): Promise<number> {
  // pdf.js takes ownership of the buffer it is given; a copy leaves the caller's intact.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, stopAtErrors: true, verbosity: 0 });
  try {
    const doc = await task.promise;
    return doc.numPages;
  } catch {
    return 0;
  } finally {
    await task.destroy();
  }
}

/** Whether a stored PDF opens: read whole from either storage, then as above. */
export async function storedPdfOpens(storage: FileStorage, area: string, name: string): Promise<boolean> {
  const file = await storage.open(area, name);
  if (!file) return false;
  return (await readablePdfPages(Buffer.concat((await file.toArray()) as Buffer[]))) > 0;
}
