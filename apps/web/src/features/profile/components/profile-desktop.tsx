import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { calendarUi, profileUi, type TProfile } from '@zborovodja/contracts';
import { CalendarFeedsCard } from '@/features/calendar-feeds/calendar-feeds-card.tsx';
import { AccountForm } from './account-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { CommunitiesCard } from './communities-card.tsx';
import { PhotoCard } from './photo-card.tsx';

const t = profileUi.desktop;

/** Desktop (≥ 992 px): photo and communities on the left, account and password on the right. */
export function ProfileDesktop({ profile }: { profile: TProfile }) {
  return (
    <Row className="g-4">
      <Col lg={4} className="d-flex flex-column gap-4">
        <PhotoCard profile={profile} title={t.photo} />
        <CommunitiesCard profile={profile} title={t.communities} />
      </Col>
      <Col lg={8} className="d-flex flex-column gap-4">
        <AccountForm profile={profile} title={t.account} />
        <ChangePasswordForm title={t.password} />
        <CalendarFeedsCard title={calendarUi.cardTitle} />
      </Col>
    </Row>
  );
}
