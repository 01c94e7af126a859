import { LegalDocument } from '../components/legal-document.tsx';
import { OperatorDetails } from '../components/operator-details.tsx';

export function TermsPage() {
  return <LegalDocument id="terms" slots={{ operator: <OperatorDetails /> }} />;
}
