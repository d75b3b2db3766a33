import type { TInvitationDetails } from '@zborovodja/contracts';
import { invitationsUi } from '@zborovodja/contracts';

/** The group an invitation leads to: name, description and the invited address. */
export function InvitationSummary({ details }: { details: TInvitationDetails }) {
  const name = details.name || details.community_name;
  return (
    <div className="invitation-summary mb-3">
      <p className="text-secondary small mb-1">{invitationsUi.accept.intro}</p>
      <h2 className="h4 mb-2">{name}</h2>
      {details.description && <p className="mb-2 pre-wrap">{details.description}</p>}
      {details.email && <p className="small text-secondary mb-0">{invitationsUi.accept.sentTo(details.email)}</p>}
    </div>
  );
}
