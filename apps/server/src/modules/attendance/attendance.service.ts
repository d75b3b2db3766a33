import { attendanceErrors, attendanceLimits, type TAbsence, type TAbsenceInput, type TVoicePartCount } from '@zborovodja/contracts';
import { dateIn, iso, type Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound } from '../../domain/errors.ts';
import type { SessionUser } from '../../domain/sessions.ts';
import { can, type EventAccess } from '../../policy.ts';
import { parseMinimums } from '../communities/communities.mapper.ts';
import { AttendanceRepository } from './attendance.repository.ts';
import { partTallies, voicePartSummary, type ListedAttendee } from './voice-parts.ts';

export type Away = { start_date: string; end_date: string; note: string | null };

/**
 * Attendance as the leader keeps it (issue 23): a member's absences, and the voice-part summary
 * of an event. Leader-set status lives in EventsService.setStatus (the existing call); voice
 * parts themselves in CommunitiesService (they belong to a membership).
 */
export class AttendanceService {
  readonly repo: AttendanceRepository;

  constructor(
    database: Database,
    private readonly clock: Clock,
    private readonly tzApp: string,
  ) {
    this.repo = new AttendanceRepository(database);
  }

  private today(): string {
    return dateIn(this.tzApp, this.clock.now());
  }

  /** The actor's own absences that have not ended yet (past ones matter to nobody). */
  async listAbsences(actor: SessionUser): Promise<TAbsence[]> {
    return this.repo.listAbsences(actor.id, this.today());
  }

  async addAbsence(actor: SessionUser, input: TAbsenceInput): Promise<TAbsence> {
    const today = this.today();
    if ((await this.repo.countAbsences(actor.id, today)) >= attendanceLimits.absencesPerUser) throw badRequest(attendanceErrors.absenceTooMany);
    const id = await this.repo.insertAbsence({ user_id: actor.id, ...input, created_at: iso(this.clock.now()) });
    return { id, start_date: input.start_date, end_date: input.end_date, note: input.note };
  }

  /** Only one's own: someone else's absence answers 404, as if it did not exist. */
  async deleteAbsence(actor: SessionUser, id: number): Promise<void> {
    if (!(await this.repo.deleteAbsence(id, actor.id))) throw notFound(attendanceErrors.absenceNotFound);
  }

  /**
   * The absences covering the event's date of the people a leader is choosing from, keyed by
   * user. Only when the policy lets the actor see them (absence.view): they lead the event's
   * community and the people listed are its members (`members`, decided by the caller's candidate rule).
   */
  async awayOn(actor: SessionUser, event: { access: EventAccess; date: string }, userIds: number[], members: boolean): Promise<Map<number, Away>> {
    const visible = userIds.filter((user_id) => can(actor, { type: 'absence.view', absence: { user_id }, event: event.access, member: members }));
    const out = new Map<number, Away>();
    for (const a of await this.repo.absencesOn(visible, event.date)) {
      if (!out.has(a.user_id)) out.set(a.user_id, { start_date: a.start_date, end_date: a.end_date, note: a.note });
    }
    return out;
  }

  /** The event's answers per voice part (from its attendee list) with the community's minimums. */
  voiceParts(attendees: readonly ListedAttendee[], minimumsJson: string | null): TVoicePartCount[] {
    return voicePartSummary(partTallies(attendees), parseMinimums(minimumsJson));
  }
}
