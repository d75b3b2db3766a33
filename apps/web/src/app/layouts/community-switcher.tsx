import Dropdown from 'react-bootstrap/Dropdown';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { navUi } from '@zborovodja/contracts';
import { useActiveCommunity } from '@/lib/active-community.ts';

const t = navUi;

/**
 * One item per own community (the mobile Več menu has its own, in user-nav-mobile.tsx). The chosen one is marked
 * by class and aria-current: the item's `active` prop would add aria-selected, which a button may not carry.
 */
function CommunityChoices() {
  const { communities, active, setActive } = useActiveCommunity();
  return communities.map((c) => (
    <Dropdown.Item
      key={c.id}
      as="button"
      className={c.id === active?.id ? 'active' : undefined}
      aria-current={c.id === active?.id ? 'true' : undefined}
      onClick={() => setActive(c.id)}
    >
      {c.name}
    </Dropdown.Item>
  ));
}

/** Desktop navbar: the active community and a menu to switch among one's own (hidden without any). */
export function CommunitySwitcherDesktop() {
  const { active } = useActiveCommunity();
  if (!active) return null;
  return (
    <NavDropdown
      id="active-community-menu"
      align="end"
      className="community-switcher"
      title={
        <>
          <span className="visually-hidden">{t.activeCommunity}: </span>
          <span className="community-switcher__name">{active.name}</span>
        </>
      }
    >
      <NavDropdown.Header aria-level={2}>{t.activeCommunity}</NavDropdown.Header>
      <CommunityChoices />
    </NavDropdown>
  );
}
