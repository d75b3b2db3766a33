import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { adminUi } from '@zborovodja/contracts';
import { AssociationsList } from './associations-list.tsx';
import { type OnMessage } from './shared.tsx';
import { StatisticsView } from './statistics-view.tsx';

const t = adminUi.associations;

/** Community-User Associations: sub-tabs Associations and Statistics. */
export function AssociationsTab({ onMessage }: { onMessage: OnMessage }) {
  const [view, setView] = useState<'associations' | 'statistics'>('associations');
  return (
    <section aria-labelledby="admin-associations-heading">
      <h2 className="visually-hidden" id="admin-associations-heading">{adminUi.tabs.associations}</h2>
      <Tab.Container activeKey={view} onSelect={(key) => setView(key === 'statistics' ? 'statistics' : 'associations')} mountOnEnter>
        <Nav variant="pills" className="mb-3 gap-1" aria-label={t.subTabsLabel} role="tablist">
          <Nav.Item><Nav.Link eventKey="associations">{t.subTabs.associations}</Nav.Link></Nav.Item>
          <Nav.Item><Nav.Link eventKey="statistics">{t.subTabs.statistics}</Nav.Link></Nav.Item>
        </Nav>
        <Tab.Content>
          <Tab.Pane eventKey="associations"><AssociationsList onMessage={onMessage} /></Tab.Pane>
          <Tab.Pane eventKey="statistics"><StatisticsView /></Tab.Pane>
        </Tab.Content>
      </Tab.Container>
    </section>
  );
}
