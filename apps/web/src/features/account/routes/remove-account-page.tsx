import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RemoveAccountRequest } from '@pinacoteca/contracts/account/remove-account';
import { ACCOUNT_RESTORE_DAYS } from '@pinacoteca/contracts/constants';
import { useAccount } from '../../../shared/api/account.ts';
import { useBalance, useOrders } from '../../../shared/api/investing.ts';
import { useFeatureFlag } from '../../../shared/api/feature-flags.ts';
import { useBonuses } from '../../../shared/api/referral-bonuses.ts';
import { useTokens } from '../../../shared/api/catalogue.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { holdsTokens, refundOwed, unsettledPurchase } from '../lib/left-in-account.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { Busy, PasswordField, useFocusFirstProblem } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { completeCode, emptyCode } from '../../../shared/ui/code-input.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useRemoveAccount } from '../api/account-state.ts';
import { AccountShell } from '../components/account-shell.tsx';

/** What the recovery request page is told by a removal that just happened. */
export interface JustRemovedState {
  justRemoved?: boolean;
}

/**
 * /account/remove: says what removal means, asks the password (when the account has one) and
 * removes. The session then serves recovery only, so the person goes straight to the recovery
 * request page (docs/decisions/0018).
 */
export function RemoveAccountPage() {
  const { t } = useTranslation('account');
  const ids = useId();
  const navigate = useNavigate();
  const account = useAccount();
  const language = useLanguage();
  const remove = useRemoveAccount();
  // A sale whose payout waits for the person to choose an address (its address was removed): once
  // the account is removed nobody could choose, and once erased the payout could never be made (a
  // round-2 tester's finding). The server refuses the removal until it is chosen; said here first,
  // with the way to each, and the button waits too.
  const operations = useOrders();
  const waiting = (operations.data ?? []).filter((o) => o.sale?.status === 'awaiting_address');
  // Nor while anything of value is left (decision 0080): tokens held, or withdrawals, sales and
  // purchases under way (a payout waiting for its address is said above). Erased, the account
  // could be given neither. The server refuses the same.
  const balance = useBalance();
  const now = useNow(60_000);
  const indexPrice = useTokens().data?.indexToken.current_price;
  const holds = holdsTokens(balance.data, indexPrice);
  const underWay =
    (balance.data?.set_aside ?? []).filter((a) => a.status !== 'awaiting_address').length +
    (operations.data ?? []).filter((o) => unsettledPurchase(o, now)).length;
  const verified = account.data?.kyc_status === 'approved';
  const withdrawOpen = useFeatureFlag('withdraw');
  // Referral bonuses still held are not the person's yet: they wait while the account is removed,
  // released if it is restored, and could never be once it is erased. Said, not refused.
  const bonuses = useBonuses();
  const heldBonus = bonuses.data && /[1-9]/.test(bonuses.data.held_amount) ? bonuses.data.held_amount : null;
  // A refund still being sent back: erased, the person could not be reached to receive it.
  const refunds = (operations.data ?? []).filter(refundOwed).length;
  const blocked = waiting.length > 0 || holds || underWay > 0 || refunds > 0;
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // A wrong password (or a refusal) takes the focus, as on sign-in: the button was disabled while
  // the request ran and the focus had fallen to the body.
  const form = useFocusFirstProblem<HTMLFormElement>(fieldError ?? formError);

  const needsPassword = account.data?.has_password ?? true;
  const twoFactor = account.data?.google2_fa_enabled ?? false;
  const [code, setCode] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | null>(null);

  const submit = () => {
    if (remove.isPending) return;
    setFieldError(null);
    setFormError(null);
    setCodeError(null);
    // The contract's rules, the password's maximum length among them, before anything is sent.
    const checked = RemoveAccountRequest.safeParse({ password: needsPassword ? password : null });
    if (!checked.success) {
      setFieldError(message(checked.error.issues[0]?.message) ?? t('remove.password_hint'));
      return;
    }
    const typedCode = completeCode(code);
    if (twoFactor && typedCode === null) {
      setCodeError(message('required') ?? null);
      return;
    }
    remove.mutate(
      { password: needsPassword ? password : null, code: twoFactor ? typedCode : null },
      {
        onSuccess: () => {
          const state: JustRemovedState = { justRemoved: true };
          void navigate('/account-recovery/request', { replace: true, state });
        },
        onError: (error) => {
          // Each code is good once: a refused request may have spent it.
          setCode(emptyCode());
          if (error instanceof ApiError && error.fieldErrors.password) setFieldError(error.fieldErrors.password);
          else if (error instanceof ApiError && error.fieldErrors.code) setCodeError(error.fieldErrors.code);
          else setFormError(generalErrorText(error));
        },
      },
    );
  };

  return (
    <AccountShell title={t('remove.title')} subtitle={<p>{t('remove.subtitle')}</p>}>
      {/* Drawn once what is left is known, every part of it at once (a tester saw the payout's
          notice come seconds after the others, the operations loading later). */}
      {account.data && !balance.isPending && !operations.isPending ? (
        <form
          ref={form}
          noValidate
          aria-busy={remove.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="space-y-6"
        >
          <section aria-labelledby={`${ids}-what`} className="rounded-2xl border border-ink-900/10 bg-white px-5 py-5">
            <h2 id={`${ids}-what`} className="font-medium text-ink-900">
              {t('remove.what_happens')}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-ink-700 marker:text-ink-300">
              <li>{t('remove.point_hidden')}</li>
              <li>{t('remove.point_restore', { count: ACCOUNT_RESTORE_DAYS })}</li>
              <li>{t('remove.point_erase')}</li>
              <li>{t('remove.point_referrals')}</li>
            </ul>
          </section>
          {waiting.length > 0 && (
            <section
              role="alert"
              data-testid="payout-waiting"
              className="rounded-2xl border border-gold-500/40 bg-gold-100/40 px-5 py-4 text-sm leading-relaxed text-ink-800"
            >
              <p>{t('remove.payout_waiting', { count: waiting.length })}</p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                {waiting.map((o, i) => (
                  <Link key={o.id} to={`/operations/${o.id}`} className="font-medium underline underline-offset-2">
                    {t('remove.payout_waiting_link', { n: i + 1 })}
                  </Link>
                ))}
              </p>
            </section>
          )}
          {holds && balance.data && (
            <section
              role="alert"
              data-testid="holds-tokens"
              className="rounded-2xl border border-gold-500/40 bg-gold-100/40 px-5 py-4 text-sm leading-relaxed text-ink-800"
            >
              <p>
                {t('remove.holds_tokens', { value: formatUsd(balance.data.balance_amount, language, { cents: true }) })}
              </p>
              {!verified && <p className="mt-2">{t('remove.holds_unverified')}</p>}
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                {verified ? (
                  <>
                    <Link to="/sell" className="font-medium underline underline-offset-2">
                      {t('remove.sell_link')}
                    </Link>
                    {withdrawOpen && (
                      <Link to="/withdraw" className="font-medium underline underline-offset-2">
                        {t('remove.withdraw_link')}
                      </Link>
                    )}
                  </>
                ) : (
                  <Link to="/settings/verification" className="font-medium underline underline-offset-2">
                    {t('remove.verify_link')}
                  </Link>
                )}
              </p>
            </section>
          )}
          {underWay > 0 && <OperationsNotice testId="under-way" text={t('remove.under_way', { count: underWay })} />}
          {refunds > 0 && <OperationsNotice testId="refund-owed" text={t('remove.refund_owed', { count: refunds })} />}
          {heldBonus && (
            <p
              data-testid="bonus-held"
              className="rounded-2xl bg-paper-100 px-5 py-4 text-sm leading-relaxed text-ink-700"
            >
              {t('remove.bonus_held', { amount: formatQuantity(heldBonus, language) })}
            </p>
          )}
          {needsPassword && (
            <PasswordField
              label={t('remove.password')}
              hint={t('remove.password_hint')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setFieldError(null);
              }}
              error={fieldError ?? undefined}
            />
          )}
          {twoFactor && (
            <CodeField
              label={t('remove.code')}
              value={code}
              error={codeError ?? undefined}
              onChange={(next) => {
                setCode(next);
                setCodeError(null);
              }}
            />
          )}
          {formError && <FormNotice>{formError}</FormNotice>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <ButtonLink to="/settings/security" variant="secondary" size="lg">
              {t('remove.cancel')}
            </ButtonLink>
            <Button type="submit" variant="danger" size="lg" disabled={remove.isPending || blocked}>
              <Busy busy={remove.isPending}>{t('remove.submit')}</Busy>
            </Button>
          </div>
        </form>
      ) : account.isError ? (
        <ErrorState onRetry={() => void account.refetch()} />
      ) : (
        <Spinner />
      )}
    </AccountShell>
  );
}

/** What keeps the account from being removed until some operations are done, with the way to them. */
function OperationsNotice({ testId, text }: { testId: string; text: string }) {
  const { t } = useTranslation('account');
  return (
    <section
      role="alert"
      data-testid={testId}
      className="rounded-2xl border border-gold-500/40 bg-gold-100/40 px-5 py-4 text-sm leading-relaxed text-ink-800"
    >
      <p>{text}</p>
      <p className="mt-2">
        <Link to="/operations" className="font-medium underline underline-offset-2">
          {t('remove.operations_link')}
        </Link>
      </p>
    </section>
  );
}
