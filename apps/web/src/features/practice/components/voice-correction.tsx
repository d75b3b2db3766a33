import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { practiceUi, practiceVoices, type TPracticeFile, type TPracticeVoice, type TSong } from '@zborovodja/contracts';
import { InlineSpinner } from '@/components/ui/page-spinner.tsx';
import { api, errorMessage } from '@/lib/api-client.ts';
import { songDetailKey } from '@/lib/songs.ts';
import type { PracticeLine } from '../model/score.ts';

const t = practiceUi;

const lineName = (line: PracticeLine, index: number) =>
  `${line.name || `${index + 1}.`}${line.voiceOfPart !== null ? ` · ${line.voiceOfPart}` : ''}`;

/** The leader's correction of which line is which voice: kept on the server for every singer. */
export function VoiceCorrection({ songId, file, lines, voiceOf }: { songId: number; file: TPracticeFile; lines: readonly PracticeLine[]; voiceOf: Record<string, TPracticeVoice> }) {
  const [draft, setDraft] = useState<Record<string, TPracticeVoice>>(voiceOf);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => api.put<{ message: string; song: TSong }>(`/songs/${songId}/practice-files/${file.id}`, { voice_map: draft }),
    onSuccess: (result) => {
      queryClient.setQueryData(songDetailKey(songId), result.song);
      setMessage({ ok: true, text: result.message || t.voicesSaved });
    },
    onError: (error) => setMessage({ ok: false, text: errorMessage(error, t.loadFailed) }),
  });
  return (
    <details className="practice-correction mt-3">
      <summary className="small fw-semibold">{t.correct}</summary>
      <p className="small text-secondary mt-2">{t.correctHelp}</p>
      {lines.map((line, i) => (
        <Form.Group key={line.key} controlId={`practice-line-${line.key}`} className="d-flex align-items-center gap-2 mb-2">
          <Form.Label className="small mb-0 flex-grow-1 text-truncate" title={t.lineLabel(lineName(line, i))}>{lineName(line, i)}</Form.Label>
          <Form.Select size="sm" className="w-auto" value={draft[line.key]} aria-label={t.lineLabel(lineName(line, i))} onChange={(e) => setDraft({ ...draft, [line.key]: e.target.value as TPracticeVoice })}>
            {practiceVoices.map((v) => (
              <option key={v} value={v}>{t.voices[v]}</option>
            ))}
          </Form.Select>
        </Form.Group>
      ))}
      <div className="d-flex align-items-center gap-2">
        <Button size="sm" onClick={() => save.mutate()} disabled={save.isPending}>
          {save.isPending && <InlineSpinner />}
          {t.saveVoices}
        </Button>
        {message && <span className={`small ${message.ok ? 'text-success' : 'text-danger'}`} role="status">{message.text}</span>}
      </div>
    </details>
  );
}
