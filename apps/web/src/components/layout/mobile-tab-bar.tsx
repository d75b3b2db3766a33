// Bootstrap's classes written out (no react-bootstrap): the tab bar is on a phone's first page.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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

/** Focuses the next (+1) or previous (-1) item of an open menu, wrapping around. */
function moveFocus(menu: HTMLElement, step: 1 | -1) {
  const items = [...menu.querySelectorAll<HTMLElement>('.dropdown-item:not(:disabled)')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  items[(at + step + items.length) % items.length]?.focus();
}

/**
 * A tab that opens a small menu upwards ("Več"): a disclosure button with Bootstrap's dropdown
 * markup, placed by Bootstrap's CSS (`data-bs-popper="static"`, no Popper). It closes on a choice,
 * a tap outside and Escape (focus back on the button); the arrow keys move among its items. The
 * items are rendered only while it is open.
 */
export function MobileTabMenu({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // A tap outside is listened for from mount, not from the render that opened the menu: a tap that
  // comes before that render's effects have run (Preact ran them after the next paint) would
  // otherwise be missed and leave the menu open. Closing a closed menu changes nothing.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = container.current?.querySelector<HTMLElement>('.dropdown-menu');
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && menu) {
        event.preventDefault();
        moveFocus(menu, event.key === 'ArrowDown' ? 1 : -1);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <li>
      <div className={`dropup${open ? ' show' : ''}`} ref={container}>
        <button
          ref={toggle}
          type="button"
          className={`mobile-tab mobile-tab--menu dropdown-toggle${open ? ' show' : ''}`}
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="mobile-tab__icon">{icon}</span>
          <span className="mobile-tab__label">{label}</span>
        </button>
        {open && (
          <div
            id={menuId}
            className="dropdown-menu dropdown-menu-end shadow show"
            data-bs-popper="static"
            // A link or button chosen closes the menu (the link then navigates).
            onClick={(event) => (event.target as Element).closest('.dropdown-item') && setOpen(false)}
          >
            {children}
          </div>
        )}
      </div>
    </li>
  );
}
