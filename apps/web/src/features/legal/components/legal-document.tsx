import Card from 'react-bootstrap/Card';
import { legalUi } from '@zborovodja/contracts';

interface LegalDocumentProps {
  title: string;
  intro: string;
  sections: ReadonlyArray<{ title: string; paragraphs: ReadonlyArray<string> }>;
}

/** A readable legal page: title, date of the last update, numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <article className="legal-document mx-auto">
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4 p-md-5">
          <h1 className="h2 mb-1">{title}</h1>
          <p className="text-secondary small mb-4">{legalUi.updated}</p>
          <p className="lead fs-6">{intro}</p>
          {sections.map((section, i) => (
            <section key={section.title} className="mt-4">
              <h2 className="h5">
                {i + 1}. {section.title}
              </h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </Card.Body>
      </Card>
    </article>
  );
}
