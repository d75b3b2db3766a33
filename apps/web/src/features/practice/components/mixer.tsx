import Form from 'react-bootstrap/Form';
import { practiceUi, type TPracticeTrackVoice, type TPracticeVoice } from '@zborovodja/contracts';
import type { Mixer, MixerRow } from '../audio/mix.ts';

const t = practiceUi;

interface MixerProps {
  rows: readonly TPracticeTrackVoice[];
  mixer: Mixer;
  onChange: (voice: TPracticeTrackVoice, row: MixerRow) => void;
  /** The voices a member can choose as theirs (the sung ones present). */
  choices: readonly TPracticeVoice[];
  myVoice: TPracticeVoice | null;
  onMyVoice: (voice: TPracticeVoice | null) => void;
  /** The member's voice part from their profile, when the score does not have it. */
  missingPart: string | null;
  /** Rows with a recording, and rows with a synthesised line (their names say which). */
  recorded: ReadonlySet<TPracticeTrackVoice>;
  synthesised: ReadonlySet<TPracticeTrackVoice>;
}

/** "Moj glas" and one row per voice: volume, mute, solo, each labelled for a screen reader. */
export function PracticeMixer({ rows, mixer, onChange, choices, myVoice, onMyVoice, missingPart, recorded, synthesised }: MixerProps) {
  return (
    <section className="practice-mixer" aria-labelledby="practice-mixer-title">
      <h2 id="practice-mixer-title" className="h6 mb-2">{t.mixer}</h2>
      <Form.Group controlId="practice-my-voice" className="mb-3">
        <Form.Label className="small fw-semibold mb-1">{t.myVoice}</Form.Label>
        <Form.Select size="sm" value={myVoice ?? ''} onChange={(e) => onMyVoice((e.target.value || null) as TPracticeVoice | null)} aria-describedby="practice-my-voice-help">
          <option value="">{t.myVoiceNone}</option>
          {choices.map((v) => (
            <option key={v} value={v}>{t.voices[v]}</option>
          ))}
        </Form.Select>
        <Form.Text id="practice-my-voice-help">{missingPart && !myVoice ? t.myVoiceMissing(missingPart) : t.myVoiceHint}</Form.Text>
      </Form.Group>
      <ul className="list-unstyled mb-0">
        {rows.map((voice) => {
          const row = mixer[voice] ?? { volume: 1, mute: false, solo: false };
          const plain = t.voices[voice];
          const name = !recorded.has(voice) ? plain : synthesised.has(voice) ? t.withRecording(plain) : t.recording(plain);
          const mine = voice === myVoice;
          return (
            <li key={voice} className={`practice-row${mine ? ' practice-row--mine' : ''}`} data-testid={`mixer-${voice}`} data-volume={Math.round(row.volume * 100)}>
              <span className="practice-row__name">
                <span>{name}</span>
                {mine && <span className="badge text-bg-primary">{t.myVoiceBadge}</span>}
              </span>
              <input
                type="range"
                className="practice-row__volume"
                min={0}
                max={100}
                step={5}
                value={Math.round(row.volume * 100)}
                aria-label={t.volume(name)}
                aria-valuetext={`${Math.round(row.volume * 100)} %`}
                onChange={(e) => onChange(voice, { ...row, volume: Number(e.target.value) / 100 })}
              />
              <button type="button" className={`btn btn-sm ${row.mute ? 'btn-secondary' : 'btn-outline-secondary'}`} aria-pressed={row.mute} aria-label={t.muteLabel(name)} title={t.muteLabel(name)} onClick={() => onChange(voice, { ...row, mute: !row.mute })}>
                {t.mute}
              </button>
              <button type="button" className={`btn btn-sm ${row.solo ? 'btn-warning' : 'btn-outline-secondary'}`} aria-pressed={row.solo} aria-label={t.soloLabel(name)} title={t.soloLabel(name)} onClick={() => onChange(voice, { ...row, solo: !row.solo })}>
                {t.solo}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
