/*
 * pdf.js, loaded only when a PDF is opened (this module is imported dynamically). The legacy
 * build carries the polyfills that older phone browsers need (the modern one requires very
 * recent engines). The worker is a same-origin file emitted by Vite (CSP worker-src 'self').
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Parses the PDF bytes; the caller destroys the document when done. */
export function openPdf(data: ArrayBuffer): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
  // No eval: the site's CSP has no 'unsafe-eval'.
  const task = getDocument({ data: new Uint8Array(data), isEvalSupported: false });
  return { promise: task.promise, destroy: () => task.destroy() };
}
