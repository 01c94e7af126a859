import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useAccount } from '../../../shared/api/account.ts';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { NoticesTab } from '../components/notices-tab.tsx';
import { ProfileTab } from '../components/profile-tab.tsx';
import { SecurityTab } from '../components/security-tab.tsx';
import { SettingsTabs } from '../components/settings-tabs.tsx';
import { isSettingsTab } from '../lib/tabs.ts';

/** /settings/{tab}: profile, notices or security; any other tab goes to the profile. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { tab } = useParams();
  const account = useAccount();
  useDocumentTitle(isSettingsTab(tab) ? `${t(`tabs.${tab}`)} · ${t('title')}` : t('title'));

  if (!isSettingsTab(tab)) return <Navigate to="/settings/profile" replace />;

  return (
    <Container className="max-w-4xl pb-24">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <SettingsTabs />
      <div className="mt-6 sm:mt-8">
        {account.data ? (
          <>
            {tab === 'profile' && <ProfileTab account={account.data} />}
            {tab === 'notices' && <NoticesTab account={account.data} />}
            {tab === 'security' && <SecurityTab account={account.data} />}
          </>
        ) : account.isError ? (
          <ErrorState onRetry={() => void account.refetch()} />
        ) : (
          <Spinner />
        )}
      </div>
    </Container>
  );
}
