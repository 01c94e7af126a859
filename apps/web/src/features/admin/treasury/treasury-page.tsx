import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  TREASURY_RETURN_NOTE_MAX,
  type TreasuryReturn,
  type TreasuryReturnRequest,
  type TreasurySurplus,
} from '@pinacoteca/contracts/tokens/treasury-return';
import { ApiError } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { attachFieldErrors, errorText, generalErrorText } from '../../../shared/lib/form-errors.ts';
import { formatDateTime, formatQuantity } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { useAnnounce } from '../components/announcer.tsx';
import { cell, Panel, SectionTitle, Table } from '../components/ui.tsx';
import { prefilledAmount, returnResolver, sentReturnStatus, type ReturnValues } from './return-form.ts';
import { useCreateTreasuryReturn, useTreasuryReturns } from './treasury-api.ts';

const FIELDS = ['token_id', 'amount', 'wallet_address', 'note'] as const;

/**
 * /admin/treasury (admins): tokens sent to the treasury's public address from outside are a
 * surplus (docs/decisions/0063); an administrator sends it back to the wallet the sender names
 * (decision 0065). The server reads the surplus live and refuses more; this page shows it.
 */
export function TreasuryPage() {
  const { t } = useTranslation('admin');
  const data = useTreasuryReturns();
  const announce = useAnnounce();
  // Kept here: the form is made anew when the tokens with a surplus change (the one just returned goes).
  const [sent, setSent] = useState<TreasuryReturn | null>(null);
  const sentStatus = sentReturnStatus(data.data?.returns ?? [], sent);
  const returnable = (data.data?.surpluses ?? []).filter((s) => s.returnable !== null && s.returnable !== '0');
  return (
    <>
      <SectionTitle title={t('nav.treasury')} />
      <p className="mb-6 max-w-3xl text-sm text-ink-600">{t('treasury.text')}</p>
      {data.isPending ? (
        <Spinner />
      ) : data.isError ? (
        <ErrorState onRetry={() => void data.refetch()} />
      ) : (
        <>
          <Surpluses surpluses={data.data.surpluses} />
          {sentStatus && (
            <div className="mb-6">
              <FormNotice tone={sentStatus === 'failed' ? 'error' : 'info'}>
                {t(`treasury.sent_status.${sentStatus}`)}
              </FormNotice>
            </div>
          )}
          <ReturnForm
            // A new form when the tokens with something to return change, offering the first one's all.
            key={returnable.map((s) => s.token_id).join(',')}
            surpluses={returnable}
            onSending={() => setSent(null)}
            onSent={(returned) => {
              setSent(returned);
              // The notice above the form is drawn with the answer, which a screen reader does not
              // read out; its later changes (confirmed, refused) it reads itself.
              announce(t(`treasury.sent_status.${returned.status}`));
            }}
          />
          <h2 className="mb-3 mt-8 font-medium text-ink-900">{t('treasury.returns')}</h2>
          {data.data.returns.length === 0 ? (
            <EmptyState text={t('treasury.empty')} />
          ) : (
            <>
              {/* Phones: one card per return, every fact in view, instead of a table scrolled sideways. */}
              <ul className="space-y-3 sm:hidden" data-testid="treasury-return-cards">
                {data.data.returns.map((r) => (
                  <ReturnCard key={r.id} item={r} />
                ))}
              </ul>
              <div className="hidden sm:block">
                <Table
                  head={[
                    t('treasury.asked'),
                    t('treasury.tokens'),
                    t('treasury.to'),
                    t('treasury.state'),
                    t('treasury.by'),
                    '',
                  ]}
                >
                  {data.data.returns.map((r) => (
                    <ReturnRow key={r.id} item={r} />
                  ))}
                </Table>
              </div>
            </>
          )}
        </>
      )}
    </>
  );
}

function Surpluses({ surpluses }: { surpluses: TreasurySurplus[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <Panel className="mb-6">
      <h2 className="font-medium text-ink-900">{t('treasury.surpluses')}</h2>
      {surpluses.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t('treasury.no_surplus')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-900/5 text-sm" data-testid="treasury-surpluses">
          {surpluses.map((s) => (
            <li key={s.token_id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-2">
              <span className="font-medium text-ink-900">{s.symbol}</span>
              <span className="tabular-nums text-ink-700">
                {s.returnable === null
                  ? t('treasury.unreachable')
                  : t('treasury.returnable', { amount: formatQuantity(s.returnable, language), symbol: s.symbol })}
                <span className="block text-xs text-ink-500 sm:inline sm:before:content-['_·_']">
                  {t('treasury.recorded', { amount: formatQuantity(s.recorded, language) })}
                  {s.checked_at && `, ${formatDateTime(s.checked_at, language)}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <label className="block min-w-0">
      <span className="block text-sm font-medium text-ink-900">{label}</span>
      <span className="mt-1 block">{children}</span>
      {error ? (
        <span className="mt-1 block text-sm text-down">{error}</span>
      ) : (
        hint && <span className="mt-1 block text-xs text-ink-500">{hint}</span>
      )}
    </label>
  );
}

/** Choose a token with a surplus, how much (all of it, offered), the wallet and a note; then confirm. */
function ReturnForm({
  surpluses,
  onSending,
  onSent,
}: {
  surpluses: TreasurySurplus[];
  onSending: () => void;
  onSent: (sent: TreasuryReturn) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const create = useCreateTreasuryReturn();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<TreasuryReturnRequest | null>(null);
  const first = surpluses[0];
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReturnValues, unknown, TreasuryReturnRequest>({
    resolver: returnResolver(surpluses, language),
    defaultValues: {
      token_id: first?.token_id ?? '',
      amount: prefilledAmount(first, language),
      wallet_address: '',
      note: '',
    },
  });
  const chosen = surpluses.find((s) => s.token_id === watch('token_id'));
  if (!first) return null;

  // What the server would refuse (the token's places, the surplus now) the resolver says first.
  const review = handleSubmit((values) => {
    setFormError(null);
    onSending();
    if (chosen) setConfirming(values);
  });

  const send = async (values: TreasuryReturnRequest) => {
    try {
      const sent = await create.mutateAsync(values);
      setConfirming(null);
      reset({ token_id: values.token_id, amount: '', wallet_address: '', note: '' });
      onSent(sent);
    } catch (error) {
      setConfirming(null);
      if (!(error instanceof ApiError) || !attachFieldErrors(error, FIELDS, setError))
        setFormError(generalErrorText(error));
    }
  };

  return (
    <Panel className="mb-6">
      <h2 className="font-medium text-ink-900">{t('treasury.form_title')}</h2>
      <form noValidate onSubmit={review} className="mt-4 space-y-4" data-testid="treasury-return-form">
        {formError && <FormNotice>{formError}</FormNotice>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('treasury.token')} error={errorText(errors.token_id)}>
            <select
              className={inputClass(Boolean(errors.token_id))}
              disabled={Boolean(confirming)}
              {...register('token_id', {
                onChange: (e: { target: { value: string } }) => {
                  const next = surpluses.find((s) => s.token_id === e.target.value);
                  setValue('amount', prefilledAmount(next, language));
                },
              })}
            >
              {surpluses.map((s) => (
                <option key={s.token_id} value={s.token_id}>
                  {s.symbol}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t('treasury.amount')}
            hint={
              chosen?.returnable
                ? t('treasury.amount_hint', {
                    amount: formatQuantity(chosen.returnable, language),
                    symbol: chosen.symbol,
                  })
                : undefined
            }
            error={errorText(errors.amount)}
          >
            <input
              inputMode="decimal"
              autoComplete="off"
              className={clsx(inputClass(Boolean(errors.amount)), 'tabular-nums')}
              readOnly={Boolean(confirming)}
              {...register('amount')}
            />
          </Field>
        </div>
        <Field
          label={t('treasury.wallet_address')}
          hint={t('treasury.wallet_hint')}
          error={errorText(errors.wallet_address)}
        >
          <input
            autoComplete="off"
            spellCheck={false}
            className={clsx(inputClass(Boolean(errors.wallet_address)), 'font-mono text-sm')}
            readOnly={Boolean(confirming)}
            {...register('wallet_address')}
          />
        </Field>
        <Field label={t('treasury.note')} hint={t('treasury.note_hint')} error={errorText(errors.note)}>
          <textarea
            rows={3}
            maxLength={TREASURY_RETURN_NOTE_MAX}
            className={clsx(inputClass(Boolean(errors.note)), 'h-auto py-2')}
            readOnly={Boolean(confirming)}
            {...register('note')}
          />
        </Field>
        {confirming && chosen ? (
          <div className="rounded-xl bg-paper-100 p-4 text-sm text-ink-800" role="group" aria-live="polite">
            <p>
              {t('treasury.confirm', {
                amount: formatQuantity(confirming.amount, language),
                symbol: chosen.symbol,
              })}
            </p>
            <p className="mt-1 break-all font-mono text-xs">{confirming.wallet_address}</p>
            <p className="mt-2 text-ink-600">{t('treasury.confirm_text')}</p>
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <Button variant="secondary" size="sm" onClick={() => setConfirming(null)} disabled={create.isPending}>
                {t('treasury.back')}
              </Button>
              <Button size="sm" onClick={() => void send(confirming)} disabled={create.isPending}>
                {t('treasury.send')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              {t('treasury.review')}
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}

function ReturnRow({ item: r }: { item: TreasuryReturn }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <tr data-testid="treasury-return">
      <td className={clsx(cell, 'whitespace-nowrap')}>{formatDateTime(r.created_at, language)}</td>
      <td className={clsx(cell, 'whitespace-nowrap tabular-nums')}>
        {formatQuantity(r.amount, language)} {r.symbol}
      </td>
      <td className={clsx(cell, 'min-w-48 max-w-64')}>
        <span className="block break-all font-mono text-xs">{r.wallet_address}</span>
        {r.note && <span className={clsx('mt-1 block text-xs text-ink-500', typedText)}>{r.note}</span>}
      </td>
      <td className={cell}>
        {t(`treasury.status.${r.status}`)}
        {r.failure && <span className={clsx('block max-w-64 text-xs text-ink-500', typedText)}>{r.failure}</span>}
      </td>
      <td className={clsx(cell, typedText)}>{r.created_by}</td>
      <td className={clsx(cell, 'whitespace-nowrap text-right')}>
        {r.explorer_url && (
          <Link to={r.explorer_url} className="text-sm underline underline-offset-4">
            {t('treasury.transaction')}
          </Link>
        )}
      </td>
    </tr>
  );
}

/** A return on a phone: when, how much and its state on top; the wallet, note, sender and link below. */
function ReturnCard({ item: r }: { item: TreasuryReturn }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <li className="rounded-2xl border border-ink-900/10 bg-white p-4 text-sm" data-testid="treasury-return-card">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium tabular-nums text-ink-900">
          {formatQuantity(r.amount, language)} {r.symbol}
        </span>
        <span className={clsx('text-right', r.status === 'failed' ? 'text-down' : 'text-ink-700')}>
          {t(`treasury.status.${r.status}`)}
        </span>
      </div>
      {r.failure && <p className={clsx('mt-1 text-xs text-ink-500', typedText)}>{r.failure}</p>}
      <p className={clsx('mt-1 text-xs text-ink-500', typedText)}>
        {formatDateTime(r.created_at, language)} · {r.created_by}
      </p>
      <dl className="mt-3">
        <dt className="text-xs text-ink-500">{t('treasury.to')}</dt>
        <dd className="break-all font-mono text-xs text-ink-800">{r.wallet_address}</dd>
      </dl>
      {r.note && <p className={clsx('mt-2 text-xs text-ink-600', typedText)}>{r.note}</p>}
      {r.explorer_url && (
        <Link to={r.explorer_url} className="mt-3 inline-block text-sm underline underline-offset-4">
          {t('treasury.transaction')}
        </Link>
      )}
    </li>
  );
}
