import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { practiceUi, type TPracticeTrackVoice, type TPracticeVoice } from '@zborovodja/contracts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { hrefs, paths } from '@/lib/paths.ts';
import { PracticeEngine } from '../audio/engine.ts';
import { foreground, gains, initialMixer, mixerRows, myVoiceIn, withRows, type Mixer } from '../audio/mix.ts';
import { renderMix, toWav } from '../audio/synth.ts';
import { PracticeMixer } from '../components/mixer.tsx';
import { ScoreView } from '../components/score-view.tsx';
import { Transport, type LoopState } from '../components/transport.tsx';
import { VoiceCorrection } from '../components/voice-correction.tsx';
import { barAt } from '../model/score.ts';
import { recogniseVoices, voiceOfPart } from '../model/voices.ts';
import { usePracticeData, type LoadedPractice } from '../use-practice-data.ts';
import '../practice.css';

const t = practiceUi;
const NO_CORRECTION: Record<string, TPracticeVoice> = {};

/** Space plays and pauses, except where space means something else (buttons, fields, lists). */
function useSpaceToPlay(toggle: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
      const el = e.target as HTMLElement | null;
      const tag = el?.tagName;
      if (tag === 'BUTTON' || tag === 'SELECT' || tag === 'TEXTAREA' || tag === 'SUMMARY' || el?.isContentEditable) return;
      if (tag === 'INPUT' && (el as HTMLInputElement).type !== 'range') return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
}

interface PlayerProps {
  songId: number;
  title: string;
  canEdit: boolean;
  data: LoadedPractice;
  myVoicePart: string | null;
  initialSemitones: number;
  /** The leader's correction as the song now has it (it may change while the page is open). */
  voiceMap: Record<string, TPracticeVoice>;
}

/** The practice view's working part, once the files are read: score, transport and mixer. */
function Player({ songId, title, canEdit, data, myVoicePart, initialSemitones, voiceMap }: PlayerProps) {
  const { score, xml, file, tracks } = data;
  const voiceOf = useMemo(() => (score ? recogniseVoices(score.lines, voiceMap) : {}), [score, voiceMap]);
  const sung = useMemo(() => [...new Set(Object.values(voiceOf))], [voiceOf]);
  const rows = useMemo(() => mixerRows([...sung, ...tracks.map((tr) => tr.voice)]), [sung, tracks]);
  const recorded = useMemo(() => new Set<TPracticeTrackVoice>(tracks.map((tr) => tr.voice)), [tracks]);
  const synthesised = useMemo(() => new Set<TPracticeTrackVoice>(sung), [sung]);
  const choices = useMemo(() => rows.filter((v): v is TPracticeVoice => v !== 'all' && v !== 'accompaniment'), [rows]);
  const profileVoice = voiceOfPart(myVoicePart);
  const [myVoice, setMyVoice] = useState<TPracticeVoice | null>(() => myVoiceIn(profileVoice, choices));
  const [ownMixer, setMixer] = useState<Mixer>(() => initialMixer(rows, myVoice));
  const mixer = useMemo(() => withRows(ownMixer, rows, myVoice), [ownMixer, rows, myVoice]);
  const [tempo, setTempo] = useState(100);
  const [semitones, setSemitones] = useState(score ? initialSemitones : 0);
  const bars = score?.bars ?? [];
  const [loop, setLoop] = useState<LoopState>({ on: false, from: 1, to: Math.max(1, bars.length) });
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [scoreFailed, setScoreFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [trackDuration, setTrackDuration] = useState(0);
  const total = Math.max(score?.duration ?? 0, trackDuration);
  const onScoreFailed = useCallback(() => setScoreFailed(true), []);

  // Recordings: their length, read from the files themselves.
  useEffect(() => {
    if (!tracks.length) return;
    let cancelled = false;
    const urls = tracks.map((tr) => URL.createObjectURL(tr.blob));
    const els = urls.map((u) => new Audio(u));
    for (const el of els) {
      el.preload = 'metadata';
      el.addEventListener('loadedmetadata', () => !cancelled && Number.isFinite(el.duration) && setTrackDuration((d) => Math.max(d, el.duration)));
    }
    return () => {
      cancelled = true;
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, [tracks]);

  const engine = useRef<PracticeEngine | null>(null);
  useEffect(() => {
    const urls = tracks.map((tr) => ({ voice: tr.voice, url: URL.createObjectURL(tr.blob) }));
    const e = new PracticeEngine({ notes: score?.notes ?? [], voiceOf, tracks: urls, duration: total || 1, onStop: () => setPlaying(false) });
    engine.current = e;
    return () => {
      e.dispose();
      for (const u of urls) URL.revokeObjectURL(u.url);
      engine.current = null;
      setPlaying(false);
    };
  }, [score, voiceOf, tracks, total]);

  useEffect(() => engine.current?.setGains(gains(mixer)), [mixer, score, voiceOf, tracks, total]);
  useEffect(() => engine.current?.setRate(tempo / 100), [tempo, score, voiceOf, tracks, total]);
  useEffect(() => engine.current?.setTranspose(semitones), [semitones, score, voiceOf, tracks, total]);
  const loopSeconds = loop.on && bars.length ? { start: bars[loop.from - 1].start, end: bars[loop.to - 1].end } : null;
  const loopStart = loopSeconds?.start;
  const loopEnd = loopSeconds?.end;
  useEffect(() => engine.current?.setLoop(loopStart !== undefined && loopEnd !== undefined ? { start: loopStart, end: loopEnd } : null), [loopStart, loopEnd, score, voiceOf, tracks, total]);

  // While playing, the position follows the sound (once a frame; React renders when the bar or the second changes).
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const follow = () => {
      const p = engine.current?.position() ?? 0;
      setPosition((old) => (Math.abs(old - p) >= 0.1 ? p : old));
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const toggle = useCallback(() => {
    const e = engine.current;
    if (!e) return;
    if (e.playing) {
      e.pause();
      setPosition(e.position());
      setPlaying(false);
    } else {
      setPlaying(true);
      void e.play();
    }
  }, []);
  useSpaceToPlay(toggle);

  const seek = (seconds: number) => {
    engine.current?.seek(seconds);
    setPosition(seconds);
  };

  const chooseMyVoice = (voice: TPracticeVoice | null) => {
    setMyVoice(voice);
    setMixer(voice ? foreground(mixer, voice) : initialMixer(rows, null));
  };

  async function saveRecording() {
    if (!score) return;
    setSaving(true);
    try {
      const from = loopSeconds?.start ?? 0;
      const to = loopSeconds?.end ?? score.duration;
      const buffer = await renderMix({ notes: score.notes, voiceOf, gains: gains(mixer), from, to, rate: tempo / 100, transpose: semitones });
      const url = URL.createObjectURL(toWav(buffer));
      const a = document.createElement('a');
      a.href = url;
      a.download = t.saveName(title);
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      setSaving(false);
    }
  }

  const bar = bars.length ? barAt(bars, position) : 0;
  return (
    <div className="practice-layout">
      <div className="practice-layout__score">
        {xml && !scoreFailed ? (
          <ScoreView xml={xml} semitones={semitones} bar={bars.length && (playing || position > 0) ? bar : null} onFailed={onScoreFailed} />
        ) : (
          <p className="text-secondary practice-note">{score ? (scoreFailed ? t.loadFailed : t.midiOnly) : t.audioOnly}</p>
        )}
      </div>
      <div className="practice-layout__panel">
        <Transport
          playing={playing}
          onToggle={toggle}
          position={position}
          duration={total}
          bar={bar}
          bars={bars}
          onSeek={seek}
          tempo={tempo}
          onTempo={setTempo}
          semitones={semitones}
          onSemitones={setSemitones}
          hasRecordings={tracks.length > 0}
          canTranspose={!!score}
          loop={loop}
          onLoop={setLoop}
        />
        <PracticeMixer
          rows={rows}
          mixer={mixer}
          onChange={(voice, row) => setMixer({ ...mixer, [voice]: row })}
          choices={choices}
          myVoice={myVoice}
          onMyVoice={chooseMyVoice}
          missingPart={profileVoice && !myVoice ? myVoicePart : null}
          recorded={recorded}
          synthesised={synthesised}
        />
        {score && (
          <button type="button" className="btn btn-outline-secondary btn-sm mt-3" onClick={() => void saveRecording()} disabled={saving} data-testid="practice-save">
            {saving && <InlineSpinner />}
            {saving ? t.saving : t.save}
          </button>
        )}
        {canEdit && score && file && <VoiceCorrection key={file.id} songId={songId} file={file} lines={score.lines} voiceOf={voiceOf} />}
      </div>
    </div>
  );
}

/**
 * "Vadi svoj glas" (issue 59): a song's score engraved in the page and every voice played in the
 * browser, the member's own voice to the fore, with tempo, loop, transposition and a mixer.
 */
export function PracticePage() {
  const songId = Number(useParams().songId);
  const [search] = useSearchParams();
  const eventId = Number(search.get('event')) || null;
  const { song, loaded, myVoicePart, communityPending, transpose } = usePracticeData(songId, eventId);
  const back = eventId ? hrefs.dashboardEvent(eventId) : paths.songs;
  const fileId = loaded.data?.file?.id;
  const voiceMap = useMemo(() => song.data?.practice_files.find((f) => f.id === fileId)?.voice_map ?? NO_CORRECTION, [song.data, fileId]);

  let body;
  if (song.isError || loaded.isError) body = <ErrorState message={t.loadFailed} onRetry={() => void (song.isError ? song.refetch() : loaded.refetch())} />;
  else if (song.data && !song.data.practice_files.length) body = <p className="text-secondary">{t.noFiles}</p>;
  else if (!loaded.data || communityPending) {
    body = (
      <p className="text-secondary d-flex align-items-center" role="status">
        <InlineSpinner />
        {t.loading}
      </p>
    );
  } else {
    body = (
      <Player key={loaded.dataUpdatedAt} songId={songId} title={song.data!.title} canEdit={song.data!.can_edit} data={loaded.data} myVoicePart={myVoicePart} initialSemitones={transpose} voiceMap={voiceMap} />
    );
  }
  return (
    <main className="practice container-xl py-3" data-testid="practice">
      <div className="d-flex align-items-center gap-2 mb-3">
        <Link to={back} className="btn btn-sm btn-outline-secondary text-nowrap">← {t.back}</Link>
        <h1 className="h5 mb-0 text-truncate">{song.data ? t.title(song.data.title) : t.open}</h1>
      </div>
      {body}
    </main>
  );
}
