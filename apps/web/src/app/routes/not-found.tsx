import { LinkButton } from '@/components/ui/link-button.tsx';
import { commonUi } from '@zborovodja/contracts';
import { paths } from '@/lib/paths.ts';

export function NotFoundPage() {
  return (
    <section className="text-center py-5">
      <p className="display-4 text-primary mb-2" aria-hidden="true">404</p>
      <h1 className="h3">{commonUi.notFoundTitle}</h1>
      <p className="text-secondary mb-4">{commonUi.notFoundText}</p>
      <LinkButton to={paths.home}>{commonUi.backHome}</LinkButton>
    </section>
  );
}
