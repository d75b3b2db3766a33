import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'outline-primary' | 'outline-secondary';
  className?: string;
}

/** A router link that looks like a Bootstrap button. */
export function LinkButton({ to, children, variant = 'primary', className = '' }: LinkButtonProps) {
  return (
    <Link to={to} className={`btn btn-${variant} ${className}`.trim()}>
      {children}
    </Link>
  );
}
