import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { attendanceLimits, attendanceUi, standardVoiceParts, type TProfile } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { useSetOwnVoicePart } from '../api/attendance.ts';

const t = attendanceUi;

/** One community's voice part: a free text with the four standard parts suggested. */
function VoicePartRow({ userId, community }: { userId: number; community: TProfile['communities'][number] }) {
  const needsServer = useNeedsServer();
  const [value, setValue] = useState(community.voice_part ?? '');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSetOwnVoicePart();
  const id = `voice-part-${community.id}`;
  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    setNote(null);
    save.mutate(
      { communityId: community.id, userId, voicePart: value.trim() || null },
      { onSuccess: (r) => { setValue(r.user.voice_part ?? ''); setNote({ ok: true, text: t.voicePartSaved }); }, onError: (error) => setNote({ ok: false, text: errorMessage(error, t.saveFailed) }) },
    );
  };
  return (
    <Form onSubmit={submit} className="mb-3">
      <Form.Label htmlFor={id} className="mb-1">{community.name}</Form.Label>
      <div className="d-flex gap-2">
        <Form.Control id={id} list="voice-part-options" value={value} maxLength={attendanceLimits.voicePart} placeholder={t.voicePartPlaceholder}
          onChange={(ev) => setValue(ev.target.value)} aria-label={t.voicePartLabel(community.name)} />
        <Button type="submit" variant="outline-primary" {...needsServer(save.isPending)}>{t.voicePartSave}</Button>
      </div>
      {note && <div role="status" className={`small mt-1 ${note.ok ? 'text-success' : 'text-danger'}`}>{note.text}</div>}
    </Form>
  );
}

/** Issue 23: the user's voice part in each of their communities ('Sopran', 'Tenor', 'Orgle'). */
export function VoicePartsCard({ profile, title }: { profile: TProfile; title?: string }) {
  if (profile.communities.length === 0) return null;
  return (
    <SectionCard title={title}>
      <p className="small text-secondary">{t.voicePartsHelp}</p>
      <datalist id="voice-part-options">
        {standardVoiceParts.map((p) => <option key={p} value={p} />)}
      </datalist>
      {profile.communities.map((c) => <VoicePartRow key={c.id} userId={profile.id} community={c} />)}
    </SectionCard>
  );
}
