import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { KYC_IMAGE_KINDS, type KycImageKind, type KycReview, type KycStatus } from '@pinacoteca/contracts/kyc/kyc';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { KycStatusPill } from '../../../shared/ui/kyc-status.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { useKycDecision, useKycDocument, useKycQueue, useKycReview } from '../api/console.ts';
import { useAdminMe } from '../api/me.ts';
import { useAnnounce } from '../components/announcer.tsx';
import { BackTo, cell, InlineConfirm, Panel, ReviewLink, SectionTitle, Table, Tabs } from '../components/ui.tsx';

const TABS = ['pending', 'resubmission_requested', 'approved', 'rejected'] as const;

/** /admin/kyc: the review queue, and one verification's documents beside its data. */
/** A country of residence by its name in the page's language ("Germany", "Германия"), its code kept. */
function countryName(code: string | null, language: 'en' | 'ru'): string {
  if (!code) return '—';
  const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

export function KycPage() {
  return (
    <Routes>
      <Route index element={<Queue />} />
      <Route path=":id" element={<Review />} />
    </Routes>
  );
}

function Queue() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<(typeof TABS)[number]>('pending');
  const queue = useKycQueue(status);
  return (
    <>
      <SectionTitle title={t('nav.kyc')} />
      <Tabs
        value={status}
        options={TABS}
        label={(tab) => t(`kyc_status.${tab}`, { ns: 'common' })}
        onChange={setStatus}
      />
      {queue.isPending ? (
        <Spinner />
      ) : queue.isError ? (
        <ErrorState onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyState text={t('kyc.empty')} />
      ) : (
        <Table head={[t('kyc.person'), t('kyc.country'), t('kyc.provider'), t('kyc.submitted'), '']}>
          {queue.data.map((item) => (
            <tr key={item.id}>
              <td className={clsx(cell, typedText)}>
                <div className="font-medium text-ink-900">{item.legal_name ?? '—'}</div>
                <div className="text-ink-500">{item.email}</div>
              </td>
              <td className={cell}>{countryName(item.country, language)}</td>
              <td className={cell}>{t(`kyc.providers.${item.provider}`)}</td>
              <td className={cell}>{formatDateTime(item.submitted_at, language)}</td>
              <td className={clsx(cell, 'text-right')}>
                <ReviewLink to={item.id} subject={item.legal_name ?? item.email} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}

function Review() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const review = useKycReview(id);
  const me = useAdminMe();
  if (review.isPending) return <Spinner />;
  if (review.isError) return <ErrorState onRetry={() => void review.refetch()} />;
  const r = review.data;
  return (
    <>
      <BackTo to="/admin/kyc" label={t('kyc.back')} />
      <SectionTitle title={r.legal_name ?? r.email} aside={<KycStatusPill status={r.status as KycStatus} />} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <Panel>
            <Facts review={r} />
          </Panel>
          {r.status !== 'pending' ? (
            <Decided review={r} />
          ) : r.user_id === me.data?.user_id ? (
            // The server refuses it too (kyc_own): no one decides on their own identity.
            <Panel>
              <p className="text-sm text-ink-500">{t('kyc.own')}</p>
            </Panel>
          ) : (
            <Decision id={r.id} name={r.legal_name ?? r.email} />
          )}
        </div>
        <div className="grid items-start gap-4 md:grid-cols-2">
          {r.images.length === 0 ? (
            <Panel>
              <p className="text-sm text-ink-500">{t('kyc.no_images')}</p>
            </Panel>
          ) : (
            KYC_IMAGE_KINDS.filter((kind) => r.images.includes(kind)).map((kind) => (
              <Document key={kind} id={r.id} kind={kind} />
            ))
          )}
        </div>
      </div>
    </>
  );
}

function Facts({ review }: { review: KycReview }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const rows: [string, string | null][] = [
    [t('kyc.email'), review.email],
    [t('kyc.date_of_birth'), review.date_of_birth && formatDate(review.date_of_birth, language)],
    [t('kyc.country'), countryName(review.country, language)],
    [t('kyc.address'), review.address],
    [t('kyc.document'), review.document_type && t(`kyc.types.${review.document_type}`)],
    [t('kyc.number'), review.document_number],
    [t('kyc.provider'), t(`kyc.providers.${review.provider}`)],
    [t('kyc.submitted'), formatDateTime(review.submitted_at, language)],
  ];
  return (
    <dl className={clsx('space-y-3 text-sm', typedText)}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-ink-500">{label}</dt>
          <dd className="font-medium text-ink-900">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Document({ id, kind }: { id: string; kind: KycImageKind }) {
  const { t } = useTranslation('admin');
  const image = useKycDocument(id, kind);
  return (
    <figure className="overflow-hidden rounded-2xl border border-ink-900/10 bg-white">
      <figcaption className="border-b border-ink-900/10 px-4 py-2 text-sm font-medium text-ink-700">
        {t(`kyc.images.${kind}`)}
      </figcaption>
      {image.data ? (
        <a href={image.data} target="_blank" rel="noreferrer">
          <img src={image.data} alt={t(`kyc.images.${kind}`)} className="max-h-[28rem] w-full object-contain" />
        </a>
      ) : image.isError ? (
        <ErrorState onRetry={() => void image.refetch()} />
      ) : (
        <Spinner />
      )}
    </figure>
  );
}

type KycDecision = 'approve' | 'reject' | 'request_resubmission';

/** The question asked before each decision, and the button that confirms it. */
const ASK: Record<KycDecision, { question: string; confirm: string }> = {
  approve: { question: 'kyc.confirm_approve', confirm: 'kyc.approve' },
  reject: { question: 'kyc.confirm_reject', confirm: 'kyc.reject' },
  request_resubmission: { question: 'kyc.confirm_resubmit', confirm: 'kyc.resubmit' },
};

function Decision({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('admin');
  const decide = useKycDecision(id);
  const announce = useAnnounce();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  // Every decision is asked first, naming the person (and the reason they will read): each takes
  // effect at once and e-mails them, and an outside tester approved one, then rejected one, with a
  // single click.
  const [confirming, setConfirming] = useState<KycDecision | null>(null);
  const ask = (decision: KycDecision) => {
    if (decision !== 'approve' && !reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setConfirming(decision);
  };
  const send = (decision: KycDecision) => {
    decide.mutate(
      { decision, reason: decision === 'approve' ? null : reason.trim() },
      { onSuccess: () => announce(t(`announce.kyc_${decision}`)) },
    );
  };
  return (
    <Panel>
      <h2 className="font-medium text-ink-900">{t('kyc.decide')}</h2>
      <label htmlFor="kyc-reason" className="mt-4 block text-sm text-ink-700">
        {t('kyc.reason')}
      </label>
      <textarea
        id="kyc-reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        // The reason quoted in the question is the one sent: not changed under it.
        readOnly={confirming !== null}
        rows={3}
        maxLength={1000}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? 'kyc-reason-needed' : undefined}
        className={clsx(
          'mt-2 w-full rounded-xl border px-3 py-2 text-sm read-only:bg-paper-100',
          missing ? 'border-down/70' : 'border-ink-900/15',
        )}
      />
      {/* Said as it appears: the focus stays on the button pressed, away from the field (an alert, as
          the console's other refusals are). */}
      {missing && (
        <p id="kyc-reason-needed" role="alert" className="mt-1 text-sm text-down">
          {t('kyc.reason_needed')}
        </p>
      )}
      {decide.isError && (
        <div className="mt-3">
          <FormNotice>{generalErrorText(decide.error)}</FormNotice>
        </div>
      )}
      {confirming && (
        <InlineConfirm
          question={t(ASK[confirming].question, { name, reason: reason.trim() })}
          confirmLabel={t(ASK[confirming].confirm)}
          backLabel={t('withdrawals.back')}
          pending={decide.isPending}
          onBack={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            send(confirming);
          }}
        />
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => ask('approve')} disabled={decide.isPending || confirming !== null}>
          {t('kyc.approve')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => ask('request_resubmission')}
          disabled={decide.isPending || confirming !== null}
        >
          {t('kyc.resubmit')}
        </Button>
        <Button variant="danger" onClick={() => ask('reject')} disabled={decide.isPending || confirming !== null}>
          {t('kyc.reject')}
        </Button>
      </div>
    </Panel>
  );
}

function Decided({ review }: { review: KycReview }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <Panel>
      <p className={clsx('text-sm text-ink-700', typedText)}>
        {t('kyc.decided', {
          when: review.decided_at ? formatDateTime(review.decided_at, language) : '—',
          who: review.decided_by ?? t('kyc.provider_decided'),
        })}
      </p>
      {review.reason && <p className={clsx('mt-2 text-sm text-ink-900', typedText)}>{review.reason}</p>}
    </Panel>
  );
}
