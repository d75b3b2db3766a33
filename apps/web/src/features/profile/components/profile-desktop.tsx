import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { attendanceUi, calendarUi, myDataUi, profileUi, type TProfile } from '@zborovodja/contracts';
import { AccountForm } from './account-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { CommunitiesCard } from './communities-card.tsx';
import { PhotoCard } from './photo-card.tsx';
import { AbsencesCard } from './absences-card.tsx';
import { VoicePartsCard } from './voice-parts-card.tsx';
import { MyDataCard } from './my-data-card.tsx';
import type { ProfileSlots } from './profile-slots.ts';

const t = profileUi.desktop;

/** Desktop (≥ 992 px): photo and communities on the left, account and password on the right. */
export function ProfileDesktop({ profile, CalendarCard }: { profile: TProfile } & ProfileSlots) {
  // The export's e-mail links to /profile?tab=my-data: the section is brought into view.
  const [params] = useSearchParams();
  const myData = useRef<HTMLDivElement>(null);
  const wanted = params.get('tab') === 'my-data';
  useEffect(() => {
    if (wanted) myData.current?.scrollIntoView({ block: 'start' });
  }, [wanted]);
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
        <div ref={myData} id="moji-podatki">
          <MyDataCard title={myDataUi.cardTitle} />
        </div>
      </Col>
    </Row>
  );
}
