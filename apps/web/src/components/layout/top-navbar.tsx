// In the entry chunk: Bootstrap's classes written out, no react-bootstrap (first page's JS budget, docs/decisions.md).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { navUi } from '@zborovodja/contracts';
import { paths } from '@/lib/paths.ts';

/**
 * The top bar: the brand and whatever items the layout passes in. It is the page's banner, beside
 * the named navigation menus inside it. Always expanded (`navbar-expand`): it has no toggle. The
 * logged-in menus (react-bootstrap's Nav, loaded lazily) get the navbar's context from user-nav.tsx.
 */
export function TopNavbar({ children }: { children?: ReactNode }) {
  return (
    <header role="banner" className="app-navbar shadow-sm navbar navbar-expand navbar-dark bg-primary">
      <div className="container">
        <Link to={paths.home} className="d-flex align-items-center gap-2 navbar-brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{navUi.brand}</span>
        </Link>
        {children}
      </div>
    </header>
  );
}
