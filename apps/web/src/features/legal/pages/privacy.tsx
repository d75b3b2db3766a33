import { legalUi } from '@zborovodja/contracts';
import { LegalDocument } from '../components/legal-document.tsx';

export function PrivacyPage() {
  return <LegalDocument {...legalUi.privacy} />;
}
