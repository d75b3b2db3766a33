import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { performersUi, type TPerformer } from '@zborovodja/contracts';

const t = performersUi;

export function PerformerCard({ performer, onEdit, onDelete }: {
  performer: TPerformer;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="performer-card h-100 border-0 shadow-sm" as="article" aria-labelledby={`performer-${performer.id}`}>
      {performer.image_url ? (
        <Card.Img variant="top" src={performer.image_url} alt={t.imageAlt(performer.name)} className="performer-card__image" />
      ) : (
        <div className="performer-card__image performer-card__placeholder" aria-hidden="false">
          {t.noImage}
        </div>
      )}
      <Card.Body className="d-flex flex-column">
        <h2 className="h5 mb-1" id={`performer-${performer.id}`}>{performer.name}</h2>
        <p className="small text-secondary mb-2">{performer.community_name}</p>
        <p className={`mb-3 flex-grow-1 pre-wrap${performer.description ? '' : ' text-secondary fst-italic'}`}>
          {performer.description || t.noDescription}
        </p>
        <div className="d-flex gap-2">
          <Button size="sm" variant="outline-primary" onClick={onEdit}>{t.edit}</Button>
          <Button size="sm" variant="outline-danger" onClick={onDelete}>{t.delete}</Button>
        </div>
      </Card.Body>
    </Card>
  );
}
