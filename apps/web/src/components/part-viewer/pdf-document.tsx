import { useEffect, useRef, useState } from 'react';
import { partViewerUi } from '@zborovodja/contracts';
import { PageSpinner } from '@/components/ui/page-spinner.tsx';
import { fetchPdfBytes, loadErrorReason } from './fetch-file.ts';
import type { PDFDocumentProxy } from './pdfjs.ts';
import { outputScale } from './viewer-support.ts';

const t = partViewerUi;
const reasons = { broken: t.pdfBroken, offline: t.pdfOffline, unknown: t.unknownError };

interface PageSize {
  width: number;
  height: number;
}

interface PdfDocumentProps {
  url: string;
  /** CSS width of one page at zoom 1 (the width that fits the screen). */
  pageWidth: number;
  zoom: number;
  onError: (message: string) => void;
}

const isCancelled = (error: unknown) => error instanceof Error && error.name === 'RenderingCancelledException';

/** Every page of the PDF as a canvas, fetched with the session cookie and drawn by pdf.js. */
export function PdfDocument({ url, pageWidth, zoom, onError }: PdfDocumentProps) {
  const [doc, setDoc] = useState<{ proxy: PDFDocumentProxy; sizes: PageSize[] } | null>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const abort = new AbortController();
    let destroy: (() => Promise<void>) | null = null;
    (async () => {
      const [bytes, pdfjs] = await Promise.all([fetchPdfBytes(url, abort.signal), import('./pdfjs.ts')]);
      if (abort.signal.aborted) return;
      const task = pdfjs.openPdf(bytes);
      destroy = task.destroy;
      const proxy = await task.promise;
      const sizes: PageSize[] = [];
      for (let n = 1; n <= proxy.numPages; n++) {
        const viewport = (await proxy.getPage(n)).getViewport({ scale: 1 });
        sizes.push({ width: viewport.width, height: viewport.height });
      }
      if (!abort.signal.aborted) setDoc({ proxy, sizes });
    })().catch((error: unknown) => {
      if (!abort.signal.aborted) onErrorRef.current(t.pdfError(loadErrorReason(error, reasons)));
    });
    return () => {
      abort.abort();
      void destroy?.();
      setDoc(null);
    };
  }, [url]);

  if (!doc) return <PageSpinner label={t.loading} />;
  const cssWidth = Math.round(pageWidth * zoom);
  return (
    <div className="part-viewer__pages">
      {doc.sizes.map((size, i) => (
        <PdfPage
          key={i}
          doc={doc.proxy}
          pageNumber={i + 1}
          pageCount={doc.sizes.length}
          cssWidth={cssWidth}
          cssHeight={Math.round((cssWidth * size.height) / size.width)}
          onError={(message) => onErrorRef.current(message)}
        />
      ))}
    </div>
  );
}

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  pageCount: number;
  cssWidth: number;
  cssHeight: number;
  onError: (message: string) => void;
}

/** One page; drawn into a fresh canvas that replaces the old one when done (no blank flash on zoom). */
function PdfPage({ doc, pageNumber, pageCount, cssWidth, cssHeight, onError }: PdfPageProps) {
  const holder = useRef<HTMLDivElement>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    let cancelled = false;
    let cancel: (() => void) | null = null;
    (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: cssWidth / base.width });
      const factor = outputScale(viewport.width, viewport.height, window.devicePixelRatio);
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * factor);
      canvas.height = Math.floor(viewport.height * factor);
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${cssHeight}px`;
      canvas.setAttribute('aria-hidden', 'true');
      const task = page.render({
        canvas,
        viewport,
        transform: factor === 1 ? undefined : [factor, 0, 0, factor, 0, 0],
      });
      cancel = () => task.cancel();
      await task.promise;
      if (!cancelled) holder.current?.replaceChildren(canvas);
    })().catch((error: unknown) => {
      if (!cancelled && !isCancelled(error)) onErrorRef.current(t.pdfError(loadErrorReason(error, reasons)));
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [doc, pageNumber, cssWidth, cssHeight]);

  return (
    <div
      ref={holder}
      className="part-viewer__page"
      style={{ width: cssWidth, height: cssHeight }}
      role="img"
      aria-label={t.page(pageNumber, pageCount)}
    />
  );
}
