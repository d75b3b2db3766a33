import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { attendanceLimits, attendanceUi, standardVoiceParts, type TCommunityMember } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useSetVoicePart } from '../api/voice-parts.ts';

/** The list of suggested parts the members tab's fields share ('Sopran', 'Alt', 'Tenor', 'Bas'). */
export function VoicePartOptions() {
  return (
    <datalist id="member-voice-part-options">
      {standardVoiceParts.map((p) => <option key={p} value={p} />)}
    </datalist>
  );
}

/** Issue 23: a member's voice part on the members tab, set by the community's admin. */
export function VoicePartField({ communityId, member, name }: { communityId: number; member: TCommunityMember; name: string }) {
  const needsServer = useNeedsServer();
  const [value, setValue] = useState(member.voice_part ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetVoicePart(communityId);
  const changed = (value.trim() || null) !== (member.voice_part ?? null);
  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    setFailure(null);
    // The server's spelling ('bas' → 'Bas') replaces what was typed.
    save.mutate(
      { userId: member.id, voicePart: value.trim() || null },
      { onSuccess: (r) => setValue(r.user.voice_part ?? ''), onError: (error) => setFailure(errorMessage(error, attendanceUi.saveFailed)) },
    );
  };
  return (
    <Form onSubmit={submit} className="d-flex gap-1 align-items-start voice-part-field">
      <div>
        <Form.Control size="sm" list="member-voice-part-options" value={value} maxLength={attendanceLimits.voicePart} placeholder={attendanceUi.voicePart}
          aria-label={attendanceUi.voicePartLabel(name)} isInvalid={!!failure} onChange={(ev) => setValue(ev.target.value)} style={{ width: '8rem' }} />
        {failure && <Form.Control.Feedback type="invalid">{failure}</Form.Control.Feedback>}
      </div>
      {changed && <Button size="sm" type="submit" variant="outline-primary" {...needsServer(save.isPending)}>{attendanceUi.voicePartSave}</Button>}
    </Form>
  );
}
