import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { communitiesUi, type TCommunity } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { LinkButton } from '@/components/ui/link-button.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { truncate } from '@/lib/format.ts';
import { hrefs } from '@/lib/paths.ts';
import { VisibilityBadge } from './visibility-badge.tsx';

const t = communitiesUi;

/** Description preview: 100 characters, 60 on mobile (spec §9). */
const PREVIEW = { desktop: 100, mobile: 60 };

interface CommunityCardProps {
  community: TCommunity;
  onJoin?: (community: TCommunity) => void;
  joining?: boolean;
  joinDisabled?: boolean;
}

export function CommunityCard({ community, onJoin, joining = false, joinDisabled = false }: CommunityCardProps) {
  const needsServer = useNeedsServer();
  const isMobile = useIsMobile();
  const canJoin = !community.is_member && community.visibility !== 'Private' && !!onJoin;
  return (
    <Card className="community-card h-100 border-0 shadow-sm" as="article" aria-labelledby={`community-${community.id}-name`}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h5 mb-0 me-auto" id={`community-${community.id}-name`}>
            <Link to={hrefs.community(community.id)} className="text-decoration-none">
              {community.name}
            </Link>
          </h2>
          <VisibilityBadge visibility={community.visibility} />
        </div>
        <div className="d-flex flex-wrap gap-1 mb-2">
          {community.is_admin && <Badge bg="primary">{t.adminBadge}</Badge>}
          {community.is_member && <Badge bg="info" text="dark">{t.memberBadge}</Badge>}
          {community.is_primary && <Badge bg="warning" text="dark">{t.primaryBadge}</Badge>}
          <span className="small text-secondary">{t.membersCount(community.members_count)}</span>
        </div>
        <p className="text-secondary small mb-3 flex-grow-1">
          {community.description ? truncate(community.description, isMobile ? PREVIEW.mobile : PREVIEW.desktop) : t.view.noDescription}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to={hrefs.community(community.id)} variant="outline-primary" className="btn-sm">
            {t.list.view}
          </LinkButton>
          {community.is_admin && (
            <LinkButton to={hrefs.manageCommunity(community.id)} variant="outline-secondary" className="btn-sm">
              {t.list.manage}
            </LinkButton>
          )}
          {canJoin && (
            <Button size="sm" onClick={() => onJoin(community)} {...needsServer(joining || joinDisabled)}>
              {joining ? t.list.joining : t.list.join}
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
