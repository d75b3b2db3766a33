import { describe, expect, it } from 'vitest';
import { foreground, gains, initialMixer, mixerRows, myVoiceIn, OTHERS_VOLUME, withRows } from '../src/features/practice/audio/mix.ts';

// Issue 59: the mixer's arithmetic: rows, "Moj glas", mute and solo.
describe('practice mixer', () => {
  it('rows in the mixer\'s order, for the voices present', () => {
    expect(mixerRows(['bass', 'all', 'soprano', 'accompaniment', 'bass'])).toEqual(['soprano', 'bass', 'accompaniment', 'all']);
  });

  it('"Moj glas" puts the member\'s voice to the fore, the others quieter; without one all are equal', () => {
    const rows = mixerRows(['soprano', 'alto', 'tenor', 'bass']);
    expect(gains(initialMixer(rows, 'tenor'))).toEqual({ soprano: OTHERS_VOLUME, alto: OTHERS_VOLUME, tenor: 1, bass: OTHERS_VOLUME });
    expect(gains(initialMixer(rows, null))).toEqual({ soprano: 1, alto: 1, tenor: 1, bass: 1 });
    // A voice the score does not have puts nothing behind.
    expect(gains(initialMixer(['soprano', 'accompaniment'], 'bass'))).toEqual({ soprano: 1, accompaniment: 1 });
    const muted = { ...initialMixer(rows, null), alto: { volume: 1, mute: true, solo: false } };
    expect(gains(foreground(muted, 'bass'))).toEqual({ soprano: OTHERS_VOLUME, alto: 0, tenor: OTHERS_VOLUME, bass: 1 });
  });

  it('mute silences a row; solo silences every row not on solo', () => {
    const mixer = initialMixer(['soprano', 'alto', 'tenor', 'bass'], 'tenor');
    expect(gains({ ...mixer, tenor: { volume: 1, mute: true, solo: false } }).tenor).toBe(0);
    expect(gains({ ...mixer, bass: { volume: OTHERS_VOLUME, mute: false, solo: true } })).toEqual({ soprano: 0, alto: 0, tenor: 0, bass: OTHERS_VOLUME });
    expect(gains({ ...mixer, bass: { volume: 0.5, mute: true, solo: true } }).bass).toBe(0);
  });

  it('after a correction of the voices, a new row starts as a fresh one would and a gone one is dropped', () => {
    const before = { ...initialMixer(['soprano', 'tenor'], 'tenor'), soprano: { volume: 0.5, mute: true, solo: false } };
    expect(withRows(before, ['tenor', 'accompaniment'], 'tenor')).toEqual({
      tenor: { volume: 1, mute: false, solo: false },
      accompaniment: { volume: OTHERS_VOLUME, mute: false, solo: false },
    });
  });

  it('the member\'s own voice if the score has it, else a unison score\'s one sung line', () => {
    expect(myVoiceIn('tenor', ['soprano', 'alto', 'tenor', 'bass'])).toBe('tenor');
    expect(myVoiceIn('tenor', ['soprano', 'accompaniment'])).toBe('soprano');
    expect(myVoiceIn('tenor', ['soprano', 'alto'])).toBeNull();
    expect(myVoiceIn(null, ['soprano'])).toBeNull();
  });
});
