import { useEffect, useRef, useState } from 'react';
import { practiceUi } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { engrave } from '../model/engrave.ts';

const t = practiceUi;

/** The width the score is engraved for, following the page (re-engraved when it changes by a good step). */
function useWidth(ref: React.RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const w = Math.floor(el.clientWidth);
      setWidth((old) => (Math.abs(old - w) > 24 ? w : old));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

interface ScoreViewProps {
  xml: string;
  semitones: number;
  /** The bar being played (its index), highlighted and kept in view; null when none is. */
  bar: number | null;
  onFailed: () => void;
}

/** The score engraved in the page, the bar being played highlighted; it scrolls to keep that bar in view. */
export function ScoreView({ xml, semitones, bar, onFailed }: ScoreViewProps) {
  const holder = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const width = useWidth(holder);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!width || !pagesRef.current) return;
    let cancelled = false;
    setReady(false);
    engrave(xml, width, semitones)
      .then((pages) => {
        if (cancelled || !pagesRef.current) return;
        // Verovio's drawing, cleaned of anything active (engrave.ts).
        pagesRef.current.innerHTML = pages.join('');
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) onFailed();
      });
    return () => {
      cancelled = true;
    };
  }, [xml, width, semitones, onFailed]);

  useEffect(() => {
    const pages = pagesRef.current;
    const box = holder.current;
    if (!pages || !box || !ready) return;
    for (const el of Array.from(pages.querySelectorAll('.practice-bar-now'))) el.classList.remove('practice-bar-now');
    if (bar === null) return;
    const measure = pages.querySelectorAll('g.measure')[bar];
    if (!measure) return;
    measure.classList.add('practice-bar-now');
    // Keep the bar in view inside the score's own scrolling box, with a line of context above it.
    const m = measure.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (m.top < b.top || m.bottom > b.bottom) box.scrollTo({ top: box.scrollTop + m.top - b.top - 24, behavior: 'smooth' });
  }, [bar, ready]);

  return (
    // A region that scrolls takes the keyboard's focus, so it can be scrolled without a pointer.
    <div ref={holder} className="practice-score" role="region" tabIndex={0} aria-label={t.score} data-testid="practice-score" data-bar={bar === null ? '' : bar + 1} data-ready={ready}>
      {!ready && (
        <p className="text-secondary d-flex align-items-center m-3" role="status">
          <InlineSpinner />
          {t.loading}
        </p>
      )}
      <div ref={pagesRef} className="practice-score__pages" />
    </div>
  );
}
