import { LegalDocument } from '../components/legal-document.tsx';

export function PrivacyPage() {
  return <LegalDocument id="privacy" />;
}
