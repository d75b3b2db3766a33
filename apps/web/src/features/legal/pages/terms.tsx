import { legalUi } from '@zborovodja/contracts';
import { LegalDocument } from '../components/legal-document.tsx';

export function TermsPage() {
  return <LegalDocument {...legalUi.terms} />;
}
