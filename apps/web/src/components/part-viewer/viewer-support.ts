/*
 * Pure helpers of the part viewer (unit tested): where PDF preview is offered and the zoom steps.
 */

/** Spec §8: on Android Chrome or Brave the PDF is not previewed; a link opens it instead. */
export function pdfPreviewUnsupported(userAgent: string, isBrave: boolean): boolean {
  if (isBrave) return true;
  const android = /Android/i.test(userAgent);
  const chrome = /Chrome\/\d/.test(userAgent) && !/(Firefox|FxiOS|EdgA|SamsungBrowser|OPR)\//.test(userAgent);
  return android && chrome;
}

/** Brave exposes navigator.brave (its user agent is Chrome's). */
export function detectPdfPreviewUnsupported(): boolean {
  if (typeof navigator === 'undefined') return false;
  return pdfPreviewUnsupported(navigator.userAgent, 'brave' in navigator);
}

/** Zoom levels relative to "fit the width" (1). */
export const zoomLevels = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;

export const zoomIn = (zoom: number) => zoomLevels.find((z) => z > zoom + 1e-6) ?? zoomLevels[zoomLevels.length - 1];

export const zoomOut = (zoom: number) => [...zoomLevels].reverse().find((z) => z < zoom - 1e-6) ?? zoomLevels[0];

/** Largest canvas area browsers reliably allocate (iOS Safari: about 16.7 million pixels). */
const MAX_CANVAS_PIXELS = 16_000_000;

/**
 * The device-pixel factor for a page drawn `cssWidth`×`cssHeight` CSS pixels: sharp on high-DPI
 * screens, at most 2×, and never beyond the canvas size browsers allow.
 */
export function outputScale(cssWidth: number, cssHeight: number, devicePixelRatio: number): number {
  const wanted = Math.min(Math.max(devicePixelRatio || 1, 1), 2);
  const area = cssWidth * cssHeight;
  if (area <= 0) return wanted;
  return Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / area));
}
