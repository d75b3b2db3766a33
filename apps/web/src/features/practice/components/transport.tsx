import Form from 'react-bootstrap/Form';
import { practiceUi } from '@zborovodja/contracts';
import type { PracticeBar } from '../model/score.ts';

const t = practiceUi;

export interface LoopState {
  on: boolean;
  /** Bar numbers, counted from 1. */
  from: number;
  to: number;
}

const clock = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

interface TransportProps {
  playing: boolean;
  onToggle: () => void;
  position: number;
  duration: number;
  bar: number;
  bars: readonly PracticeBar[];
  onSeek: (seconds: number) => void;
  tempo: number;
  onTempo: (percent: number) => void;
  semitones: number;
  onSemitones: (n: number) => void;
  /** Recordings cannot be transposed: said beside the control. */
  hasRecordings: boolean;
  /** MIDI and scores transpose; recordings only: the control is not offered. */
  canTranspose: boolean;
  loop: LoopState;
  onLoop: (loop: LoopState) => void;
}

/** Play and pause, where in the song, how fast, in which key, and which bars over and over. */
export function Transport(p: TransportProps) {
  const rate = p.tempo / 100;
  const barCount = p.bars.length;
  return (
    <section className="practice-transport" aria-label={t.transport}>
      <div className="d-flex align-items-center gap-2 mb-2">
        <button type="button" className="btn btn-primary practice-play" onClick={p.onToggle} aria-pressed={p.playing} aria-keyshortcuts="Space" data-testid="practice-play">
          {p.playing ? <span aria-hidden="true">❚❚</span> : <span aria-hidden="true">▶</span>}
          <span className="ms-2">{p.playing ? t.pause : t.play}</span>
        </button>
        <span className="small text-secondary ms-auto text-nowrap" aria-live="off" data-testid="practice-time">
          {barCount > 0 && <>{t.bar(p.bar + 1)} · </>}
          {clock(p.position / rate)} / {clock(p.duration / rate)}
        </span>
      </div>
      <div className="mb-2">
        <label htmlFor="practice-position" className="visually-hidden">{t.position}</label>
        <input
          type="range"
          id="practice-position"
          min={0}
          max={Math.max(0.1, p.duration)}
          step={0.1}
          value={Math.min(p.position, p.duration)}
          onChange={(e) => p.onSeek(Number(e.target.value))}
          aria-valuetext={barCount ? t.positionBar(p.bar + 1, barCount) : clock(p.position / rate)}
        />
      </div>
      <p className="small text-secondary mb-2 practice-hint">{t.playHint}</p>
      <div className="practice-settings">
        <div className="practice-setting">
          <label htmlFor="practice-tempo" className="small fw-semibold mb-0 d-flex justify-content-between">
            <span>{t.tempo}</span>
            <span data-testid="practice-tempo-value">{t.tempoValue(p.tempo)}</span>
          </label>
          <input type="range" id="practice-tempo" min={50} max={150} step={5} value={p.tempo} onChange={(e) => p.onTempo(Number(e.target.value))} aria-valuetext={t.tempoValue(p.tempo)} />
        </div>
        {p.canTranspose && (
          <div className="practice-setting" role="group" aria-labelledby="practice-transpose-label">
            <div id="practice-transpose-label" className="small fw-semibold">{t.transpose}</div>
            <div className="d-flex align-items-center gap-2">
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => p.onSemitones(Math.max(-6, p.semitones - 1))} aria-label={t.down} title={t.down}>−</button>
              <span className="small text-nowrap" aria-live="polite" data-testid="practice-transpose">{t.semitones(p.semitones)}</span>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => p.onSemitones(Math.min(6, p.semitones + 1))} aria-label={t.up} title={t.up}>+</button>
            </div>
            {p.hasRecordings && p.semitones !== 0 && <div className="small text-secondary">{t.transposeRecordings}</div>}
          </div>
        )}
        {barCount > 1 && (
          <fieldset className="practice-setting">
            <Form.Check type="switch" id="practice-loop" label={t.loop} checked={p.loop.on} onChange={(e) => p.onLoop({ ...p.loop, on: e.target.checked })} />
            <div className="d-flex align-items-center gap-2 small">
              <label htmlFor="practice-loop-from">{t.loopFrom}</label>
              <input id="practice-loop-from" type="number" className="form-control form-control-sm practice-bar-input" min={1} max={p.loop.to} value={p.loop.from} onChange={(e) => p.onLoop({ ...p.loop, from: Math.max(1, Math.min(Number(e.target.value) || 1, p.loop.to)) })} />
              <label htmlFor="practice-loop-to">{t.loopTo}</label>
              <input id="practice-loop-to" type="number" className="form-control form-control-sm practice-bar-input" min={p.loop.from} max={barCount} value={p.loop.to} onChange={(e) => p.onLoop({ ...p.loop, to: Math.max(p.loop.from, Math.min(Number(e.target.value) || barCount, barCount)) })} />
            </div>
          </fieldset>
        )}
      </div>
    </section>
  );
}
