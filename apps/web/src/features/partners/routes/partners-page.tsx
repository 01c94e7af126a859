import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../shared/api/account.ts';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { BonusesCard } from '../components/bonuses-card.tsx';
import { PartnersList } from '../components/partners-list.tsx';
import { ReferralLinkCard } from '../components/referral-link-card.tsx';

/** /partners: the referral link to share, the bonuses it earned and the partners it brought. */
export function PartnersPage() {
  const { t } = useTranslation('partners');
  useDocumentTitle(t('title'));
  const { data: account } = useAccount();

  return (
    <Container className="pb-24">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {/* The link spans the page, so its field shows the whole link on a desktop. */}
      <ReferralLinkCard code={account?.referral} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <div className="lg:order-2">
          <BonusesCard />
        </div>
        <div className="lg:order-1">
          <PartnersList />
        </div>
      </div>
    </Container>
  );
}
