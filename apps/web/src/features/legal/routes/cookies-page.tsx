import { LegalDocument } from '../components/legal-document.tsx';
import { StorageTable } from '../components/storage-table.tsx';

export function CookiesPage() {
  return <LegalDocument id="cookies" slots={{ storage: <StorageTable /> }} />;
}
