import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { practiceUi, standUi } from '@zborovodja/contracts';
import { Link } from 'react-router';
import { fetchPdfBytes } from '@/components/part-viewer/fetch-file.ts';
import type { PDFDocumentProxy } from '@/components/part-viewer/pdfjs.ts';
import { outputScale } from '@/components/part-viewer/viewer-support.ts';
import { SongLyrics } from '@/components/song-lyrics/song-lyrics.tsx';
import { hrefs } from '@/lib/paths.ts';
import { partFileKind, partFileUrl } from '@/lib/part-files.ts';
import { canPractise } from '@/lib/practice-files.ts';
import {
  containScale, keyAction, nextPos, prevPos, resolve, swipeAction, type PageCounts, type StandAction, type StandPos,
} from '../stand-model.ts';
import { useStandData, type StandSong } from '../use-stand-data.ts';
import { useWakeLock } from '../use-wake-lock.ts';
import '../stand.css';

const t = standUi.stand;

type Loaded = { kind: 'pdf'; doc: PDFDocumentProxy; destroy: () => Promise<void> } | { kind: 'error' };

/** PDFs of the setlist, opened once each with pdf.js and kept while the stand is open. */
function usePdfDocs(songs: StandSong[], current: number) {
  const [docs, setDocs] = useState<Record<number, Loaded>>({});
  const started = useRef(new Map<number, AbortController>());
  const loaded = useRef(new Map<number, Loaded>());

  useEffect(() => {
    // The current song and the next one: the next page is ready when the pedal is pressed.
    for (const i of [current, current + 1]) {
      const s = songs[i];
      if (!s || !s.entry.has_part_file || partFileKind(s.entry.part_file_type, s.entry.part_file_name) !== 'pdf') continue;
      const id = s.entry.song_id;
      if (started.current.has(id)) continue;
      const abort = new AbortController();
      started.current.set(id, abort);
      (async () => {
        const [bytes, pdfjs] = await Promise.all([fetchPdfBytes(partFileUrl(id), abort.signal), import('@/components/part-viewer/pdfjs.ts')]);
        const task = pdfjs.openPdf(bytes);
        const doc = await task.promise;
        return { kind: 'pdf', doc, destroy: task.destroy } as const;
      })()
        .catch((): Loaded => ({ kind: 'error' }))
        .then((result) => {
          if (abort.signal.aborted) {
            if (result.kind === 'pdf') void result.destroy();
            return;
          }
          loaded.current.set(id, result);
          setDocs((d) => ({ ...d, [id]: result }));
        });
    }
  }, [songs, current]);

  useEffect(
    () => () => {
      for (const a of started.current.values()) a.abort();
      for (const l of loaded.current.values()) if (l.kind === 'pdf') void l.destroy();
    },
    [],
  );
  return docs;
}

/** One PDF page drawn as large as the stage allows, whole. */
function PdfPage({ doc, pageNumber, box }: { doc: PDFDocumentProxy; pageNumber: number; box: { w: number; h: number } }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    let cancel: (() => void) | null = null;
    (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: containScale(base.width, base.height, box.w, box.h) });
      const factor = outputScale(viewport.width, viewport.height, window.devicePixelRatio);
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * factor);
      canvas.height = Math.floor(viewport.height * factor);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({ canvas, viewport, transform: factor === 1 ? undefined : [factor, 0, 0, factor, 0, 0] });
      cancel = () => task.cancel();
      await task.promise;
      if (!cancelled) {
        canvas.dataset.page = String(pageNumber);
        holder.current?.replaceChildren(canvas);
      }
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [doc, pageNumber, box.w, box.h]);
  return <div ref={holder} className="stand__page" role="img" aria-label={t.page(pageNumber, doc.numPages)} />;
}

function useStageSize(ref: React.RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState({ w: 0, h: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setBox({ w: el.clientWidth, h: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

/** How many pages each song has: a PDF's once it is open, else one (an image, or the lyrics). */
function usePageCounts(songs: StandSong[], docs: Record<number, Loaded>): PageCounts {
  return useMemo(
    () =>
      songs.map((s) => {
        const kind = s.entry.has_part_file ? partFileKind(s.entry.part_file_type, s.entry.part_file_name) : 'none';
        if (kind !== 'pdf') return 1;
        const d = docs[s.entry.song_id];
        return d ? (d.kind === 'pdf' ? d.doc.numPages : 1) : undefined;
      }),
    [songs, docs],
  );
}

/** Arrow keys, PageUp/PageDown (page-turn pedals), space, Enter and Escape, while the stand is open. */
function useStandKeys(act: (action: StandAction) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = keyAction(e);
      if (!action) return;
      e.preventDefault();
      act(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act]);
}

interface StandContentProps {
  data: ReturnType<typeof useStandData>;
  current: StandSong | undefined;
  page: number;
  docs: Record<number, Loaded>;
  box: { w: number; h: number };
}

/** What the stage shows: the current PDF page, the image, or the lyrics (or why there is nothing). */
function StandContent({ data, current, page, docs, box }: StandContentProps) {
  if (data.isPending) return <p className="stand__message">{t.loading}</p>;
  if (data.isError) return <p className="stand__message">{t.loadFailed}</p>;
  if (!current) return <p className="stand__message">{t.empty}</p>;
  const kind = current.entry.has_part_file ? partFileKind(current.entry.part_file_type, current.entry.part_file_name) : 'none';
  const doc = docs[current.entry.song_id];
  if (kind === 'pdf') {
    return !doc ? <p className="stand__message">{t.loading}</p>
      : doc.kind === 'error' ? <p className="stand__message">{t.loadFailed}</p>
      : box.w > 0 ? <PdfPage key={`${current.entry.song_id}-${page}`} doc={doc.doc} pageNumber={page + 1} box={box} /> : null;
  }
  if (kind === 'image') return <img className="stand__image" src={partFileUrl(current.entry.song_id)} alt={current.entry.title} />;
  return (
    <div className="stand__lyrics">
      {current.song?.lyrics ? (
        <SongLyrics lyrics={current.song.lyrics} songKey={current.song.key} toKey={current.entry.item_key} notation={current.song.chord_notation} />
      ) : current.loading ? (
        <p className="stand__message">{t.loadingLyrics}</p>
      ) : (
        <p className="stand__message">{t.nothing}<br /><small>{t.nothingHint}</small></p>
      )}
    </div>
  );
}

/** The thin top line: the song's role, title and key, where in the setlist, and close. */
function StandBar({ eventId, current, here, count, total, onClose }: { eventId: number; current: StandSong | undefined; here: StandPos; count: number | undefined; total: number; onClose: () => void }) {
  return (
    <header className="stand__bar">
      <span className="stand__title" data-testid="stand-title">
        {current && (
          <>
            {current.entry.song_role && <span className="stand__role">{current.entry.song_role}</span>}
            <span className="stand__song-title">{current.entry.title}</span>
            {current.key && <span className="stand__key">{current.key}</span>}
          </>
        )}
      </span>
      {current && (
        <span className="stand__where" data-testid="stand-where">
          {count !== undefined && t.page(here.page + 1, count)} · {t.song(here.song + 1, total)}
        </span>
      )}
      {current && canPractise(current.song) && (
        // Issue 59: practise this song's part, in the key the setlist sings it in.
        <Link className="stand__practice" to={hrefs.songPractice(current.entry.song_id, eventId)} title={practiceUi.openFor(current.entry.title)}>
          {practiceUi.open}
        </Link>
      )}
      <button type="button" className="stand__close" onClick={onClose} aria-label={t.close} title={t.close}>×</button>
    </header>
  );
}

/**
 * The music stand (issue 25): the setlist's sheet music full-screen in setlist order, one page at
 * a time. Swipe or tap the edges, arrow keys or PageUp/PageDown (page-turn pedals) turn pages and
 * move on to the next song; the song's role, title and key show in a thin top line; the screen
 * stays on while it is open.
 */
export function StandPage() {
  const eventId = Number(useParams().eventId);
  const navigate = useNavigate();
  const data = useStandData(eventId);
  const songs = data.songs;
  const [pos, setPos] = useState<StandPos>({ song: 0, page: 0 });
  const docs = usePdfDocs(songs, pos.song);
  const stage = useRef<HTMLDivElement>(null);
  const box = useStageSize(stage);
  useWakeLock();

  const counts = usePageCounts(songs, docs);
  const here = resolve(pos, counts);

  const close = useCallback(() => navigate(hrefs.dashboardEvent(eventId)), [navigate, eventId]);
  const act = useCallback(
    (action: StandAction) => {
      if (action === 'close') return close();
      const to = action === 'next' ? nextPos(here, counts) : prevPos(here, counts);
      if (to) setPos(to);
    },
    [here, counts, close],
  );
  useStandKeys(act);

  const swipe = useRef<{ x: number; y: number } | null>(null);
  const current = songs[here.song];

  return (
    <div className="stand" role="dialog" aria-modal="true" aria-label={t.open} data-testid="stand" data-song={here.song} data-page={here.page}>
      <StandBar eventId={eventId} current={current} here={here} count={counts[here.song]} total={songs.length} onClose={close} />
      <div
        ref={stage}
        className="stand__stage"
        onPointerDown={(e) => { swipe.current = { x: e.clientX, y: e.clientY }; }}
        onPointerUp={(e) => {
          const start = swipe.current;
          swipe.current = null;
          const action = start && swipeAction(e.clientX - start.x, e.clientY - start.y);
          if (action) act(action);
        }}
      >
        <StandContent data={data} current={current} page={here.page} docs={docs} box={box} />
        <button type="button" className="stand__edge stand__edge--prev" onClick={() => act('prev')} aria-label={t.previous} />
        <button type="button" className="stand__edge stand__edge--next" onClick={() => act('next')} aria-label={t.next} />
      </div>
    </div>
  );
}

export default StandPage;
