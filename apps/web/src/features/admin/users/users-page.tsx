import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useUserSearch } from '../api/console.ts';
import { SearchForm, SectionTitle, Table } from '../components/ui.tsx';
import { UserDetailPage } from './user-detail.tsx';
import { UserRow } from './user-row.tsx';

/** /admin/users: find people; block and unblock them with a reason; admins change roles; one person's page. */
export function UsersPage() {
  return (
    <Routes>
      <Route index element={<Search />} />
      <Route path=":id" element={<UserDetailPage />} />
    </Routes>
  );
}

function Search() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const users = useUserSearch(q);
  return (
    <>
      <SectionTitle title={t('nav.users')} />
      <SearchForm label={t('users.search')} button={t('users.find')} onSearch={setQ} />
      {users.isPending ? (
        <Spinner />
      ) : users.isError ? (
        <ErrorState onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState text={t('users.empty')} />
      ) : (
        <Table stacked head={[t('users.person'), t('users.role'), t('users.kyc'), t('users.state'), '']}>
          {users.data.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </Table>
      )}
    </>
  );
}
