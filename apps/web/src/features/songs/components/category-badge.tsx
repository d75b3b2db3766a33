import Badge from 'react-bootstrap/Badge';
import { categoryColour } from '../utils.ts';

/** A song's category: known categories have their own colour, others are neutral (spec §3). */
export function CategoryBadge({ category }: { category: string }) {
  const colour = categoryColour(category);
  if (!colour) {
    return <Badge bg="light" text="dark" className="song-category border">{category}</Badge>;
  }
  return (
    <Badge bg="" className="song-category" style={{ backgroundColor: colour.background, color: colour.color }}>
      {category}
    </Badge>
  );
}
