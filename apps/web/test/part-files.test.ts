import { describe, expect, it } from 'vitest';
import { partViewerUi } from '@zborovodja/contracts';
import { loadErrorReason } from '../src/components/part-viewer/fetch-file.ts';
import { ApiError } from '../src/lib/api-client.ts';
import { outputScale, pdfPreviewUnsupported, zoomIn, zoomOut } from '../src/components/part-viewer/viewer-support.ts';
import { formatFileSize } from '../src/lib/format.ts';
import { fileExtension, partFileKind, partFileUrl } from '../src/lib/part-files.ts';

describe('part file names', () => {
  it('reads extensions', () => {
    expect(fileExtension('Ave Maria.v2.PDF')).toBe('pdf');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension(null)).toBe('');
  });
});

describe('part file kinds and URLs', () => {
  it('tells PDFs, images and the rest apart', () => {
    expect(partFileKind('pdf')).toBe('pdf');
    expect(partFileKind('application/pdf')).toBe('pdf');
    expect(partFileKind('image/png')).toBe('image');
    expect(partFileKind('jpeg')).toBe('image');
    expect(partFileKind('tiff')).toBe('other');
    expect(partFileKind(null, 'note.gif')).toBe('image');
  });
  it('builds the inline and download URLs', () => {
    expect(partFileUrl(5)).toBe('/api/songs/5/part-file');
    expect(partFileUrl(5, true)).toBe('/api/songs/5/part-file?download=true');
  });
  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(20_480)).toBe('20 KB');
    expect(formatFileSize(1_572_864)).toMatch(/^1,5\sMB$/);
  });
});

describe('part viewer', () => {
  const androidChrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
  const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
  const androidFirefox = 'Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  it('offers a link instead of the preview on Android Chrome and Brave (spec §8)', () => {
    expect(pdfPreviewUnsupported(androidChrome, false)).toBe(true);
    expect(pdfPreviewUnsupported(desktopChrome, true)).toBe(true);
    expect(pdfPreviewUnsupported(desktopChrome, false)).toBe(false);
    expect(pdfPreviewUnsupported(androidFirefox, false)).toBe(false);
    expect(pdfPreviewUnsupported(iphone, false)).toBe(false);
  });
  it('zooms in steps and stops at the ends', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(0.5)).toBe(0.5);
  });
  it('keeps canvases sharp but within the size browsers allow', () => {
    expect(outputScale(400, 600, 3)).toBe(2);
    expect(outputScale(400, 600, 1)).toBe(1);
    const big = outputScale(3000, 4000, 2);
    expect(3000 * 4000 * big * big).toBeLessThanOrEqual(16_000_000 + 1);
  });
});

describe('why a PDF did not open, always in Slovenian', () => {
  const reasons = { broken: partViewerUi.pdfBroken, offline: partViewerUi.pdfOffline, unknown: partViewerUi.unknownError };
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });

  it('never shows pdf.js English text', () => {
    expect(loadErrorReason(named('InvalidPDFException', 'Invalid PDF structure.'), reasons)).toBe(partViewerUi.pdfBroken);
    expect(loadErrorReason(named('FormatError', 'Bad FCHECK in flate stream'), reasons)).toBe(partViewerUi.pdfBroken);
    expect(loadErrorReason(new Error('Something English'), reasons)).toBe(partViewerUi.unknownError);
  });

  it('says the connection is gone, or passes on what the server said', () => {
    expect(loadErrorReason(new TypeError('Failed to fetch'), reasons)).toBe(partViewerUi.pdfOffline);
    expect(loadErrorReason(new ApiError(404, { error: 'Pesem nima naložene datoteke z notami.' }), reasons)).toBe('Pesem nima naložene datoteke z notami.');
  });
});
