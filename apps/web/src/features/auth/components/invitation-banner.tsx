import Alert from 'react-bootstrap/Alert';
import { invitationsUi } from '@zborovodja/contracts';
import type { TInvitationDetails } from '@zborovodja/contracts';

const t = invitationsUi.banner;

/** Registration through an invitation link: which group the new account will join (spec §2 "Registration"). */
export function InvitationBanner({ details }: { details: TInvitationDetails }) {
  const name = details.name || details.community_name;
  return (
    <Alert variant="info" className="invitation-banner">
      <p className="fw-semibold mb-1">{t.title(name)}</p>
      {details.description && <p className="small mb-1 pre-wrap">{details.description}</p>}
      <p className="small mb-0">{t.text}</p>
    </Alert>
  );
}
