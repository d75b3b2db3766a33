import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { standUi, type TChordNotation } from '@zborovodja/contracts';
import { chordSheet, type ChordLine } from './chords/chord-model.ts';
import { foldSemitones, semitoneLabel } from './chords/detect.ts';
import './chord-sheet.css';

const t = standUi.chords;

export interface ChordSheetProps {
  /** The lyrics in ChordPro. */
  text: string;
  /** The song's own key (its record's), the starting point of a transposition to `toKey`. */
  songKey?: string | null;
  /** A setlist entry's own key: the chords are shown in it. */
  toKey?: string | null;
  /** The song's chord notation (H–B or English), as its record says. */
  notation?: TChordNotation;
  /** Show the buttons that transpose up and down by semitones (the song view). */
  transposable?: boolean;
  className?: string;
}

function Line({ line }: { line: ChordLine }) {
  if (line.kind === 'comment') return <div className="chord-sheet__comment">{line.text}</div>;
  if (!line.pairs.length) return <div className="chord-sheet__blank" aria-hidden="true" />;
  if (!line.hasChords) return <div className="chord-sheet__line">{line.pairs.map((p) => p.lyrics).join('')}</div>;
  return (
    <div className="chord-sheet__line chord-sheet__line--chords">
      {line.pairs.map((p, i) => (
        <span key={i} className="chord-sheet__pair">
          <span className={p.chord ? 'chord-sheet__chord' : 'chord-sheet__chord chord-sheet__chord--none'}>{p.chord || '\u00a0'}</span>
          <span className="chord-sheet__lyrics">
            {p.lyrics || '\u00a0'}
            {p.split && <span className="chord-sheet__hyphen">-</span>}
          </span>
        </span>
      ))}
    </div>
  );
}

/**
 * ChordPro lyrics with the chords above the words (issue 25), parsed and transposed by
 * chordsheetjs and built as React elements from the parsed lines, so no song text becomes HTML.
 * Loaded lazily: only a song whose lyrics are ChordPro loads this code.
 */
export default function ChordSheetView({ text, songKey, toKey, notation, transposable, className }: ChordSheetProps) {
  const [delta, setDelta] = useState(0);
  const sheet = useMemo(() => chordSheet(text, { songKey, toKey, delta, notation }), [text, songKey, toKey, delta, notation]);
  const { subtitle, artist, capo } = sheet.meta;
  const shift = (by: number) => setDelta((d) => foldSemitones(d + by));
  return (
    <div className={`chord-sheet ${className ?? ''}`} data-testid="chord-sheet">
      {transposable && (
        <div className="chord-sheet__tools d-flex flex-wrap align-items-center gap-2 mb-2 d-print-none">
          <span className="small text-secondary">{t.transpose}</span>
          <ButtonGroup size="sm" aria-label={t.transpose}>
            <Button variant="outline-secondary" onClick={() => shift(-1)} aria-label={t.down} title={t.down}>−1</Button>
            <Button variant="outline-secondary" onClick={() => shift(1)} aria-label={t.up} title={t.up}>+1</Button>
          </ButtonGroup>
          <span className="small fw-semibold" aria-live="polite" title={t.semitones(delta)} data-testid="transpose-delta">{semitoneLabel(delta)}</span>
          {delta !== 0 && <Button variant="link" size="sm" className="p-0" onClick={() => setDelta(0)}>{t.reset}</Button>}
          {sheet.key && <span className="small" data-testid="chord-key">{t.key(sheet.key)}</span>}
        </div>
      )}
      {(subtitle || artist || capo) && (
        <div className="chord-sheet__meta mb-2">
          {subtitle && <div className="chord-sheet__subtitle" data-testid="chord-subtitle">{subtitle}</div>}
          {artist && <div className="chord-sheet__artist small" data-testid="chord-artist">{artist}</div>}
          {capo && <div className="chord-sheet__capo small fw-semibold" data-testid="chord-capo">{t.capo(capo)}</div>}
        </div>
      )}
      {sheet.paragraphs.map((p, i) => (
        <div key={i} className={`chord-sheet__paragraph chord-sheet__paragraph--${p.type}`}>
          {p.lines.map((line, j) => <Line key={j} line={line} />)}
        </div>
      ))}
    </div>
  );
}
