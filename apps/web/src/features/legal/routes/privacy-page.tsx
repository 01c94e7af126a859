import { LegalDocument } from '../components/legal-document.tsx';
import { OperatorDetails } from '../components/operator-details.tsx';

export function PrivacyPage() {
  return <LegalDocument id="privacy" slots={{ operator: <OperatorDetails /> }} />;
}
