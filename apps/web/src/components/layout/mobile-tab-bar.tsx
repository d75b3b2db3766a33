import type { ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { NavLink } from 'react-router';

/** Fixed bottom navigation of the mobile layout (< 992 px). */
export function MobileTabBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="mobile-tab-bar" aria-label={label}>
      <ul className="mobile-tab-bar__list">{children}</ul>
    </nav>
  );
}

interface MobileTabProps {
  to: string;
  label: string;
  icon: ReactNode;
  badge?: ReactNode;
  /** Overrides NavLink's own matching (e.g. one tab for / and /dashboard). */
  active?: boolean;
}

export function MobileTab({ to, label, icon, badge, active }: MobileTabProps) {
  return (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) => `mobile-tab${(active ?? isActive) ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <span className="mobile-tab__icon">
          {icon}
          {badge}
        </span>
        <span className="mobile-tab__label">{label}</span>
      </NavLink>
    </li>
  );
}

/** A tab that opens a small menu upwards ("Več"). */
export function MobileTabMenu({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Dropdown drop="up" align="end">
        <Dropdown.Toggle as="button" type="button" className="mobile-tab mobile-tab--menu">
          <span className="mobile-tab__icon">{icon}</span>
          <span className="mobile-tab__label">{label}</span>
        </Dropdown.Toggle>
        <Dropdown.Menu className="shadow">{children}</Dropdown.Menu>
      </Dropdown>
    </li>
  );
}
