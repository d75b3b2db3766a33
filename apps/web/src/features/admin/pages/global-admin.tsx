import { useEffect, useRef } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { useSearchParams } from 'react-router';
import { adminUi } from '@zborovodja/contracts';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { AssociationsTab } from '../components/associations-tab.tsx';
import { CommunitiesTab } from '../components/communities-tab.tsx';
import { InvitationsTab } from '../components/invitations-tab.tsx';
import { MailTab } from '../components/mail-tab.tsx';
import { PerformersTab } from '../components/performers-tab.tsx';
import { UnverifiedTab } from '../components/unverified-tab.tsx';
import { UsersTab } from '../components/users-tab.tsx';
import '../admin.css';

const t = adminUi;
const tabs = ['users', 'unverified', 'communities', 'performers', 'invitations', 'associations', 'mail'] as const;
type TabKey = (typeof tabs)[number];
const isTab = (value: string | null): value is TabKey => (tabs as readonly string[]).includes(value ?? '');

/**
 * /global-admin: the Global Admin Dashboard (spec §2). The open tab is kept in ?tab= so a reload
 * or a link returns to it; a tab loads its data only when first opened.
 */
export function GlobalAdminPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const active: TabKey = isTab(raw) ? raw : 'users';
  const { flash, show, clear } = useFlash();
  const tabBar = useRef<HTMLDivElement>(null);

  // On a phone the tab row scrolls sideways: keep the open tab in view (also after a reload on ?tab=).
  useEffect(() => {
    tabBar.current?.querySelector('.active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const select = (key: string | null) => {
    if (!isTab(key)) return;
    clear();
    setParams(key === 'users' ? {} : { tab: key }, { replace: true });
  };

  return (
    <section className="admin-console">
      <h1 className="h3 mb-1">{t.title}</h1>
      <p className="text-secondary mb-3">{t.intro}</p>
      <Tab.Container activeKey={active} onSelect={select} mountOnEnter>
        <Nav ref={tabBar} variant="tabs" className="admin-tabs mb-3" aria-label={t.tabsLabel} role="tablist">
          {tabs.map((key) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key}>{t.tabs[key]}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <FlashAlert flash={flash} onClose={clear} className="admin-flash" />
        <Tab.Content>
          <Tab.Pane eventKey="users"><UsersTab onMessage={show} /></Tab.Pane>
          <Tab.Pane eventKey="unverified"><UnverifiedTab onMessage={show} /></Tab.Pane>
          <Tab.Pane eventKey="communities"><CommunitiesTab onMessage={show} /></Tab.Pane>
          <Tab.Pane eventKey="performers"><PerformersTab onMessage={show} /></Tab.Pane>
          <Tab.Pane eventKey="invitations"><InvitationsTab onMessage={show} /></Tab.Pane>
          <Tab.Pane eventKey="associations"><AssociationsTab onMessage={show} /></Tab.Pane>
          <Tab.Pane eventKey="mail"><MailTab onMessage={show} /></Tab.Pane>
        </Tab.Content>
      </Tab.Container>
    </section>
  );
}
