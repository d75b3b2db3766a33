import type { ReactNode } from 'react';

/** A definition list of a community's properties (group view and the manage overview). */
export function CommunityFacts({ items }: { items: { term: string; value: ReactNode }[] }) {
  return (
    <dl className="community-facts mb-0">
      {items.map((item) => (
        <div key={item.term} className="community-facts__row">
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
