import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { profileUi, type TProfile } from '@zborovodja/contracts';
import { formatDate } from '@/lib/format.ts';
import { LeaveCommunityButton } from '@/components/communities/leave-community.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';

const t = profileUi;

export function CommunitiesCard({ profile, title }: { profile: TProfile; title?: string }) {
  return (
    <SectionCard title={title}>
      <dl className="profile-facts mb-3">
        <dt>{t.primaryCommunity}</dt>
        <dd>{profile.group || t.noCommunity}</dd>
        <dt>{t.globalRole}</dt>
        <dd>{t.globalRoles[profile.role] ?? profile.role}</dd>
        <dt>{t.memberSince}</dt>
        <dd>{formatDate(profile.created_at)}</dd>
      </dl>
      <h3 className="h6 text-secondary text-uppercase small mb-2">{t.myCommunities}</h3>
      {profile.communities.length === 0 ? (
        <p className="text-secondary mb-0">{t.noCommunities}</p>
      ) : (
        <ListGroup variant="flush">
          {profile.communities.map((c) => (
            <ListGroup.Item key={c.id} className="px-0 d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">{c.name}</span>
              {c.is_primary && <Badge bg="primary">{t.primaryBadge}</Badge>}
              <Badge bg="light" text="dark" className="border">{t.communityRoles[c.role] ?? c.role}</Badge>
              <LeaveCommunityButton community={c} compact />
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </SectionCard>
  );
}
