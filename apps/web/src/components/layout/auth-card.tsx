import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** The narrow centred card of the login, registration and password screens. */
export function AuthCard({ title, subtitle, children, footer }: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <Card className="auth-card shadow-sm border-0">
        <Card.Body className="p-4 p-sm-5">
          <h1 className="h3 mb-1">{title}</h1>
          {subtitle && <p className="text-secondary mb-4">{subtitle}</p>}
          {!subtitle && <div className="mb-3" />}
          {children}
        </Card.Body>
        {footer && <Card.Footer className="bg-transparent text-center py-3">{footer}</Card.Footer>}
      </Card>
    </div>
  );
}
