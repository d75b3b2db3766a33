import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { attendanceUi, calendarUi, profileUi, type TProfile } from '@zborovodja/contracts';
import { AccountForm } from './account-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { CommunitiesCard } from './communities-card.tsx';
import { PhotoCard } from './photo-card.tsx';
import { AbsencesCard } from './absences-card.tsx';
import { VoicePartsCard } from './voice-parts-card.tsx';
import type { ProfileSlots } from './profile-slots.ts';

const t = profileUi.desktop;

/** Desktop (≥ 992 px): photo and communities on the left, account and password on the right. */
export function ProfileDesktop({ profile, CalendarCard }: { profile: TProfile } & ProfileSlots) {
  return (
    <Row className="g-4">
      <Col lg={4} className="d-flex flex-column gap-4">
        <PhotoCard profile={profile} title={t.photo} />
        <CommunitiesCard profile={profile} title={t.communities} />
        <VoicePartsCard profile={profile} title={attendanceUi.voicePartsCard} />
      </Col>
      <Col lg={8} className="d-flex flex-column gap-4">
        <AccountForm profile={profile} title={t.account} />
        <ChangePasswordForm title={t.password} />
        <AbsencesCard title={attendanceUi.absencesCard} />
        <CalendarCard title={calendarUi.cardTitle} />
      </Col>
    </Row>
  );
}
