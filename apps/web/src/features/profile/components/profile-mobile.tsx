import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router';
import { attendanceUi, calendarUi, myDataUi, navUi, profileUi, type TProfile } from '@zborovodja/contracts';
import { errorMessage } from '@/lib/api-client.ts';
import { useLogout } from '@/lib/auth.ts';
import { AccountForm } from './account-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { CommunitiesCard } from './communities-card.tsx';
import { PhotoCard } from './photo-card.tsx';
import { AbsencesCard } from './absences-card.tsx';
import { VoicePartsCard } from './voice-parts-card.tsx';
import { MyDataCard } from './my-data-card.tsx';
import type { ProfileSlots } from './profile-slots.ts';
import './profile-mobile.css';

const t = profileUi.mobile;

/** Mobile (< 992 px): tabs Profil, Skupnosti, Geslo, Odsotnost, Koledar, Podatki and a logout button at the bottom. */
export function ProfileMobile({ profile, CalendarCard }: { profile: TProfile } & ProfileSlots) {
  const logout = useLogout();
  // The export's e-mail links to /profile?tab=my-data.
  const [params] = useSearchParams();
  return (
    <>
      <Tabs defaultActiveKey={params.get('tab') === 'my-data' ? 'my-data' : 'profile'} id="profile-tabs" className="mb-3 profile-tabs" fill>
        <Tab eventKey="profile" title={t.profile}>
          <div className="d-flex flex-column gap-3">
            <PhotoCard profile={profile} avatarSize={112} />
            <AccountForm profile={profile} />
          </div>
        </Tab>
        <Tab eventKey="communities" title={t.communities}>
          <div className="d-flex flex-column gap-3">
            <CommunitiesCard profile={profile} />
            <VoicePartsCard profile={profile} title={attendanceUi.voicePartsCard} />
          </div>
        </Tab>
        <Tab eventKey="password" title={t.password}>
          <ChangePasswordForm />
        </Tab>
        <Tab eventKey="absences" title={attendanceUi.absencesTab}>
          <AbsencesCard />
        </Tab>
        <Tab eventKey="calendar" title={calendarUi.tabTitle}>
          <CalendarCard />
        </Tab>
        <Tab eventKey="my-data" title={myDataUi.tabTitle}>
          <MyDataCard />
        </Tab>
      </Tabs>
      {logout.isError && (
        <Alert variant="danger" className="mt-3" role="alert">{errorMessage(logout.error, navUi.logoutFailed)}</Alert>
      )}
      <Button variant="outline-danger" className="w-100 mt-4" onClick={() => logout.mutate()} disabled={logout.isPending}>
        {logout.isPending ? t.loggingOut : t.logout}
      </Button>
    </>
  );
}
