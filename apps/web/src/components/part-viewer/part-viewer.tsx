import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { partViewerUi } from '@zborovodja/contracts';
import { CloseIcon, NotesIcon, ZoomInIcon, ZoomOutIcon } from '@/components/ui/icons.tsx';
import { partFileKind, partFileUrl } from '@/lib/part-files.ts';
import { PdfDocument } from './pdf-document.tsx';
import { detectPdfPreviewUnsupported, zoomIn, zoomLevels, zoomOut } from './viewer-support.ts';

const t = partViewerUi;
/** On wide screens a page is at most this wide at zoom 1 (fits a phone's width, readable on a desktop). */
const MAX_PAGE_WIDTH = 960;
const PAGE_GUTTER = 16;

export interface PartViewerProps {
  /** Song title, shown in the bar. */
  title: string;
  /** Where the file is served inline (partFileUrl(id)). */
  fileUrl: string;
  /** Attachment variant (partFileUrl(id, true)); shown as a download link. */
  downloadUrl?: string;
  /** Stored type (pdf, png…) or MIME type; with the name it decides PDF, image or download only. */
  fileType?: string | null;
  fileName?: string | null;
  /** The song's notes, shown in a collapsible overlay. */
  notes?: string | null;
  onClose: () => void;
}

/** The width available to a page, measured from the scroll area (a callback ref: the modal mounts it late). */
function useAvailableWidth() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, width };
}

/** Zoom out, back to 100 %, zoom in. */
function ZoomControls({ zoom, setZoom }: { zoom: number; setZoom: Dispatch<SetStateAction<number>> }) {
  return (
    <div className="part-viewer__zoom" role="group" aria-label={t.zoomLevel(Math.round(zoom * 100))}>
      <button type="button" className="part-viewer__button" onClick={() => setZoom(zoomOut)}
        disabled={zoom <= zoomLevels[0]} aria-label={t.zoomOut} title={t.zoomOut}>
        <ZoomOutIcon />
      </button>
      <button type="button" className="part-viewer__button part-viewer__zoom-value" onClick={() => setZoom(1)}
        aria-label={t.zoomReset} title={t.zoomReset}>
        {Math.round(zoom * 100)} %
      </button>
      <button type="button" className="part-viewer__button" onClick={() => setZoom(zoomIn)}
        disabled={zoom >= zoomLevels[zoomLevels.length - 1]} aria-label={t.zoomIn} title={t.zoomIn}>
        <ZoomInIcon />
      </button>
    </div>
  );
}

interface ViewerContentProps {
  kind: ReturnType<typeof partFileKind>;
  fileUrl: string;
  title: string;
  error: string | null;
  onError: (message: string) => void;
  /** A PDF this browser would not preview well (until 'show anyway'). */
  pdfBlocked: boolean;
  onForcePdf: () => void;
  /** The scroll area has been measured (nothing is drawn before). */
  measured: boolean;
  pageWidth: number;
  zoom: number;
  onClose: () => void;
}

/** The viewer's body: the PDF's pages or the image, else why not and a link to the file. */
function ViewerContent({ kind, fileUrl, title, error, onError, pdfBlocked, onForcePdf, measured, pageWidth, zoom, onClose }: ViewerContentProps) {
  if (error) {
    return (
      <Alert variant="danger" className="part-viewer__message" role="alert">
        <p className="mb-2">{error}</p>
        <Button variant="outline-danger" size="sm" onClick={onClose}>{t.close}</Button>
      </Alert>
    );
  }
  if (pdfBlocked || kind === 'other') {
    return (
      <div className="part-viewer__message text-center">
        <p className="mb-3">{pdfBlocked ? t.pdfUnavailable : t.previewUnavailable}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <a className="btn btn-light" href={fileUrl} target="_blank" rel="noopener">
            {pdfBlocked ? t.openPdf : t.openFile}
          </a>
          {pdfBlocked && (
            <Button variant="outline-light" onClick={onForcePdf}>{t.showAnyway}</Button>
          )}
        </div>
      </div>
    );
  }
  if (!measured) return null;
  if (kind === 'pdf') return <PdfDocument url={fileUrl} pageWidth={pageWidth} zoom={zoom} onError={onError} />;
  return (
    <div className="part-viewer__pages">
      <img
        src={fileUrl}
        alt={partViewerUi.imageAlt(title)}
        className="part-viewer__image"
        style={{ width: Math.round(pageWidth * zoom) }}
        onError={() => onError(t.imageError)}
      />
    </div>
  );
}

/**
 * Full-screen sheet-music viewer (spec §2 "Song part viewer"): PDF pages drawn by pdf.js (loaded
 * only when a PDF opens), images as they are, zoom, the song's notes in an overlay; Escape or the
 * close button leave it. Reused by the songbook and the events' setlists.
 */
export function PartViewer({ title, fileUrl, downloadUrl, fileType, fileName, notes, onClose }: PartViewerProps) {
  const kind = partFileKind(fileType, fileName);
  const [forcePdf, setForcePdf] = useState(false);
  const pdfBlocked = kind === 'pdf' && !forcePdf && detectPdfPreviewUnsupported();
  const [zoom, setZoom] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [showNotes, setShowNotes] = useState(false);
  const area = useAvailableWidth();
  const pageWidth = Math.max(120, Math.min(area.width - PAGE_GUTTER * 2, MAX_PAGE_WIDTH));
  const canZoom = (kind === 'pdf' && !pdfBlocked) || kind === 'image';
  const hasNotes = !!notes?.trim();

  return (
    <Modal
      show
      fullscreen
      onHide={onClose}
      className="part-viewer"
      contentClassName="part-viewer__content"
      aria-labelledby="part-viewer-title"
      animation={false}
    >
      <div className="part-viewer__bar">
        <h2 id="part-viewer-title" className="part-viewer__title" title={title}>{title}</h2>
        {canZoom && !error && <ZoomControls zoom={zoom} setZoom={setZoom} />}
        {hasNotes && (
          <button type="button" className={`part-viewer__button${showNotes ? ' is-active' : ''}`}
            onClick={() => setShowNotes((v) => !v)} aria-expanded={showNotes} aria-controls="part-viewer-notes"
            title={showNotes ? t.hideNotes : t.showNotes}>
            <NotesIcon />
            <span className="d-none d-sm-inline ms-1">{t.notes}</span>
          </button>
        )}
        {downloadUrl && (
          <a className="part-viewer__button d-none d-sm-inline-flex" href={downloadUrl} download={fileName ?? true}>
            {t.download}
          </a>
        )}
        <button type="button" className="part-viewer__button" onClick={onClose} aria-label={t.close} title={t.close}>
          <CloseIcon />
        </button>
      </div>
      {/* The pages scroll: the keyboard reaches them (arrows, Page Down) and a screen reader names them (issue 58, #25). */}
      <div ref={area.ref} className="part-viewer__body" tabIndex={0} role="region" aria-label={t.scrollArea(title)}>
        <ViewerContent kind={kind} fileUrl={fileUrl} title={title} error={error} onError={setError} pdfBlocked={pdfBlocked}
          onForcePdf={() => setForcePdf(true)} measured={area.width > 0} pageWidth={pageWidth} zoom={zoom} onClose={onClose} />
      </div>
      {hasNotes && showNotes && (
        <section id="part-viewer-notes" className="part-viewer__notes" aria-label={t.notes}>
          <div className="d-flex align-items-center justify-content-between mb-1">
            <h3 className="h6 mb-0">{t.notes}</h3>
            <button type="button" className="btn-close btn-close-white" onClick={() => setShowNotes(false)} aria-label={t.hideNotes} />
          </div>
          <p className="pre-wrap mb-0">{notes}</p>
        </section>
      )}
    </Modal>
  );
}

/** A song's part file in the viewer, by the song's id (the setlists open it through lazy-song-part-viewer.tsx). */
export function SongPartViewer({ songId, ...props }: Omit<PartViewerProps, 'fileUrl' | 'downloadUrl'> & { songId: number }) {
  return <PartViewer {...props} fileUrl={partFileUrl(songId)} downloadUrl={partFileUrl(songId, true)} />;
}
