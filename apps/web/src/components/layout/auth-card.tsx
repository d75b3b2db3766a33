// In the entry chunk: Bootstrap's classes written out, no react-bootstrap (first page's JS budget, docs/decisions.md).
import type { ReactNode } from 'react';

/** The narrow centred card of the login, registration and password screens. */
export function AuthCard({ title, subtitle, children, footer }: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <div className="auth-card shadow-sm border-0 card">
        <div className="p-4 p-sm-5 card-body">
          <h1 className="h3 mb-1">{title}</h1>
          {subtitle && <p className="text-secondary mb-4">{subtitle}</p>}
          {!subtitle && <div className="mb-3" />}
          {children}
        </div>
        {footer && <div className="bg-transparent text-center py-3 card-footer">{footer}</div>}
      </div>
    </div>
  );
}
