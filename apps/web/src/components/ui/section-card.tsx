import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/**
 * A section of a page, such as the profile's: a card with a heading on desktop, a plain block (no
 * title) inside a tab on mobile.
 */
export function SectionCard({ title, children, className = '' }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <Card className={`shadow-sm border-0 ${className}`}>
      {title && (
        <Card.Header className="bg-white border-0 pt-3 pb-0">
          <h2 className="h5 mb-0">{title}</h2>
        </Card.Header>
      )}
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
