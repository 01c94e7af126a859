import { LegalDocument } from '../components/legal-document.tsx';

export function TermsPage() {
  return <LegalDocument id="terms" />;
}
