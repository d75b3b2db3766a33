import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
