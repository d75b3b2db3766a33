import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { Link } from 'react-router';
import { navUi } from '@zborovodja/contracts';
import { paths } from '@/lib/paths.ts';

/**
 * The top bar: the brand and whatever items the layout passes in. It is the page's banner;
 * react-bootstrap would call a non-nav Navbar "navigation", a role a header may not have, beside
 * the named navigation menus inside it.
 */
export function TopNavbar({ children }: { children?: ReactNode }) {
  return (
    <Navbar bg="primary" variant="dark" className="app-navbar shadow-sm" as="header" role="banner">
      <Container>
        <Navbar.Brand as={Link} to={paths.home} className="d-flex align-items-center gap-2">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{navUi.brand}</span>
        </Navbar.Brand>
        {children}
      </Container>
    </Navbar>
  );
}
