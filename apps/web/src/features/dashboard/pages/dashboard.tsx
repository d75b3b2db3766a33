import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { ui } from '@zborovodja/contracts';
import { useActiveCommunity } from '@/lib/active-community.ts';
import { displayNameOf, useSession } from '@/lib/auth.ts';
import { hrefs, paths } from '@/lib/paths.ts';

const t = ui.dashboard;

const links = [
  { to: paths.profile, title: t.profileLink, text: t.profileText },
  { to: paths.notifications, title: t.notificationsLink, text: t.notificationsText },
];

/** The start page; the events of the dashboard arrive with their own issue. */
export function DashboardPage() {
  const { user } = useSession();
  const { active, isPending } = useActiveCommunity();
  if (!user) return null;
  return (
    <section>
      <Card className="welcome-card border-0 shadow-sm mb-4">
        <Card.Body className="p-4">
          <h1 className="h3 mb-2">{t.welcome(displayNameOf(user))}</h1>
          <p className="mb-0">{t.intro}</p>
        </Card.Body>
      </Card>
      {!isPending && (
        <Card className="border-0 shadow-sm mb-4">
          <Card.Body className="d-flex flex-wrap align-items-center gap-2">
            {active ? (
              <>
                <div className="me-auto">
                  <p className="text-secondary small text-uppercase mb-0">{t.activeCommunity}</p>
                  <h2 className="h5 mb-0">{active.name}</h2>
                </div>
                <Link to={hrefs.community(active.id)} className="btn btn-outline-primary btn-sm">{t.openCommunity}</Link>
              </>
            ) : (
              <>
                <p className="mb-0 me-auto">{t.noCommunity}</p>
                <Link to={paths.communityJoin} className="btn btn-outline-primary btn-sm">{t.joinCommunity}</Link>
                <Link to={paths.communityCreate} className="btn btn-primary btn-sm">{t.createCommunity}</Link>
              </>
            )}
          </Card.Body>
        </Card>
      )}
      <Row xs={1} md={2} className="g-3">
        {links.map((link) => (
          <Col key={link.to}>
            <Card as={Link} to={link.to} className="link-card h-100 border-0 shadow-sm text-decoration-none">
              <Card.Body>
                <h2 className="h5 text-primary mb-1">{link.title}</h2>
                <p className="text-secondary mb-0">{link.text}</p>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
