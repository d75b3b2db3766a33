import { lazy, Suspense } from 'react';
import { standUi, type TChordNotation } from '@zborovodja/contracts';
import { looksLikeChordPro } from './chords/detect.ts';

const ChordSheetView = lazy(() => import('./chord-sheet.tsx'));

interface SongLyricsProps {
  lyrics: string;
  songKey?: string | null;
  /** A setlist entry's own key. */
  toKey?: string | null;
  /** The song's chord notation (issue 58). */
  notation?: TChordNotation;
  transposable?: boolean;
  className?: string;
}

/**
 * A song's lyrics: plain lyrics as they are; ChordPro lyrics with chords above the words, whose
 * code (chordsheetjs) loads only then (issue 25, the React issue's budgets).
 */
export function SongLyrics({ lyrics, songKey, toKey, notation, transposable, className = '' }: SongLyricsProps) {
  if (!looksLikeChordPro(lyrics)) return <p className={`pre-wrap song-lyrics ${className}`}>{lyrics}</p>;
  return (
    <Suspense fallback={<p className="text-secondary small">{standUi.chords.loading}</p>}>
      <ChordSheetView text={lyrics} songKey={songKey} toKey={toKey} notation={notation} transposable={transposable} className={className} />
    </Suspense>
  );
}
