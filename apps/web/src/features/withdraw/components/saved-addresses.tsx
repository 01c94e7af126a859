import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { WithdrawAddress } from '@pinacoteca/contracts/tokens/withdraw';
import { ApiError } from '../../../shared/api/client.ts';
import { markInvestingStale, useOrders } from '../../../shared/api/investing.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField, useFocusFirstProblem } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { completeCode, emptyCode } from '../../../shared/ui/code-input.tsx';
import { ConfirmActions } from '../../../shared/ui/confirm-actions.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useOverlay } from '../../../shared/overlay/overlay.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { useAddWithdrawAddress, useRemoveWithdrawAddress } from '../api/withdraw.ts';
import { useTestWallet } from '../../../shared/api/test-wallet.ts';
import { awaitingTo } from '../lib/awaiting.ts';
import { useAddressName } from '../../../shared/lib/address-name.ts';

/**
 * The person's withdrawal addresses: a new one becomes usable only `delayHours` after it is
 * added (an e-mail says so at once), so a stolen session cannot empty the account; removing one
 * is immediate once confirmed, and the confirmation names what waiting for approval it cancels.
 */
export function SavedAddresses({
  addresses,
  delayHours,
  sentAt,
  twoFactor,
}: {
  addresses: WithdrawAddress[];
  delayHours: number;
  /** Two-factor is on: saving an address asks its code, as sending to one does. */
  twoFactor: boolean;
  /** When the form beside it last sent a request (ms); the "Saved" notice is only for what came after. */
  sentAt: number;
}) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  const add = useAddWithdrawAddress();
  const remove = useRemoveWithdrawAddress();
  const client = useQueryClient();
  const operations = useOrders();
  const confirmRemove = useOverlay('modal:remove-withdraw-address');
  // Kept after the dialog closes, so its closing animation still shows what it was about.
  const [removing, setRemoving] = useState<WithdrawAddress | null>(null);
  const nameOf = useAddressName();
  const removingName = removing ? nameOf(removing) : null;
  const stopped = removing ? awaitingTo(operations.data, removing.address) : { withdrawals: 0, sales: 0, held: [] };
  // The sales whose payout the last removal held: they wait for an address chosen on their pages.
  const [heldByRemoval, setHeldByRemoval] = useState<string[]>([]);
  const testWallet = useTestWallet();
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [code, setCode] = useState(emptyCode);
  const server = add.error instanceof ApiError ? add.error.fieldErrors : {};
  // The Save button is disabled while the address is sent (and after, with the field emptied), which
  // drops the focus to the body: a refusal gives it to the field at fault, a success to the notice.
  const addForm = useFocusFirstProblem<HTMLFormElement>(add.error);
  const savedNotice = useRef<HTMLParagraphElement>(null);
  const addressInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (add.isSuccess) (savedNotice.current ?? addressInput.current)?.focus();
  }, [add.isSuccess, add.submittedAt]);

  return (
    <section className="space-y-5 rounded-2xl bg-paper-100 p-6" aria-labelledby="saved-addresses">
      <div>
        <h2 id="saved-addresses" className="font-display text-xl text-ink-900">
          {t('addresses.title')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-600">
          {delayHours > 0 ? t('addresses.delay', { count: delayHours }) : t('addresses.no_delay')}
        </p>
      </div>
      {addresses.length > 0 && (
        <ul className="divide-y divide-ink-900/10 rounded-xl bg-white" data-testid="saved-addresses">
          {addresses.map((a) => {
            const usable = Date.parse(a.usable_at) <= Date.now();
            const name = nameOf(a);
            return (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  {name && <p className={clsx('text-sm font-medium text-ink-900', typedText)}>{name}</p>}
                  <p className="break-all font-mono text-xs text-ink-700">{a.address}</p>
                  <p className={usable ? 'mt-1 text-xs text-up' : 'mt-1 text-xs text-gold-600'}>
                    {usable
                      ? t('addresses.usable')
                      : t('addresses.usable_from', { time: formatDateTime(a.usable_at, language) })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={t('addresses.remove_label', { address: a.address })}
                  onClick={() => {
                    remove.reset();
                    setRemoving(a);
                    confirmRemove.show();
                    // What waits for approval may have changed since the list was read.
                    void operations.refetch();
                  }}
                >
                  {t('addresses.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {heldByRemoval.length > 0 && (
        <div role="status" className="rounded-xl border border-gold-500/30 bg-white px-4 py-3 text-sm text-ink-700">
          <p data-testid="removed-held">{t('addresses.removed_held', { count: heldByRemoval.length })}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {heldByRemoval.map((id, i) => (
              <Link key={id} to={`/operations/${id}`} className="font-medium text-ink-900 underline underline-offset-2">
                {t('addresses.open_sale', { n: i + 1 })}
              </Link>
            ))}
          </p>
        </div>
      )}
      <Modal
        open={confirmRemove.isOpen && removing !== null}
        onClose={confirmRemove.hide}
        title={t('addresses.remove_title')}
        size="sm"
      >
        {removing && (
          <div className="space-y-3 text-sm leading-relaxed text-ink-700">
            <p className="rounded-xl bg-paper-100 px-4 py-3">
              {removingName && (
                <span className={clsx('block font-medium text-ink-900', typedText)}>{removingName}</span>
              )}
              <span className="block break-all font-mono text-xs">{removing.address}</span>
            </p>
            <p>{delayHours > 0 ? t('addresses.remove_text') : t('addresses.remove_text_now')}</p>
            {(stopped.withdrawals > 0 || stopped.sales > 0) && (
              <p className="font-medium text-ink-900" data-testid="remove-cancels">
                {t('addresses.remove_cancels', {
                  what: new Intl.ListFormat(language, { type: 'conjunction' }).format(
                    [
                      stopped.withdrawals > 0 ? t('addresses.withdrawals_count', { count: stopped.withdrawals }) : '',
                      stopped.sales > 0 ? t('addresses.sales_count', { count: stopped.sales }) : '',
                    ].filter(Boolean),
                  ),
                })}
              </p>
            )}
            {stopped.held.length > 0 && (
              <p className="font-medium text-ink-900" data-testid="remove-holds">
                {t('addresses.remove_holds', { count: stopped.held.length })}
              </p>
            )}
          </div>
        )}
        <ConfirmActions
          error={remove.error}
          keepLabel={t('addresses.remove_keep')}
          onKeep={confirmRemove.hide}
          confirmLabel={t('addresses.remove_confirm')}
          pending={remove.isPending}
          onConfirm={() => {
            if (!removing) return;
            const held = stopped.held;
            // Another action: the notice of the address saved before it is done with.
            add.reset();
            remove.mutate(removing.id, {
              onSuccess: () => {
                confirmRemove.hide();
                // Said where the person is, not only on the sales' pages (a round-2 tester removed
                // an address and nothing told them a payout now waited for them).
                setHeldByRemoval(held);
                // Withdrawals and sales refused with it are back in the balance and the operations.
                void markInvestingStale(client);
              },
            });
          }}
        />
      </Modal>
      <form
        ref={addForm}
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          const typedCode = completeCode(code);
          if (twoFactor && typedCode === null) return;
          add.mutate(
            {
              wallet_type: 'solana',
              address: address.trim(),
              label: label.trim() || null,
              code: twoFactor ? typedCode : null,
            },
            {
              onSuccess: () => {
                setAddress('');
                setLabel('');
                setCode(emptyCode());
              },
              // Each code is good once: a refused request may have spent it.
              onError: () => setCode(emptyCode()),
            },
          );
        }}
      >
        <h3 className="text-sm font-semibold text-ink-900">{t('addresses.add_title')}</h3>
        {add.isError && !server.address && !server.label && !server.code && (
          <FormNotice>{generalErrorText(add.error)}</FormNotice>
        )}
        <TextField
          ref={addressInput}
          label={t('addresses.address')}
          value={address}
          autoComplete="off"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:text-sm"
          onChange={(e) => {
            setAddress(e.target.value);
            add.reset();
          }}
          error={server.address}
          aside={
            // Offered until it is saved: then it is in the list above.
            testWallet.data && !addresses.some((a) => a.address === testWallet.data!.address) ? (
              <button
                type="button"
                className="text-xs underline underline-offset-4"
                onClick={() => {
                  // No label with it: a name saved in one language stayed in it after switching;
                  // the lists name the test wallet in the page's language (useAddressName).
                  setAddress(testWallet.data!.address);
                  add.reset();
                }}
              >
                {t('addresses.test_wallet')}
              </button>
            ) : undefined
          }
        />
        <TextField
          label={t('addresses.label')}
          value={label}
          maxLength={40}
          onChange={(e) => setLabel(e.target.value)}
          error={server.label}
          hint={t('addresses.label_hint')}
        />
        {twoFactor && (
          <CodeField
            label={t('addresses.code')}
            value={code}
            error={server.code}
            onChange={(next) => {
              setCode(next);
              if (add.isError) add.reset();
            }}
          />
        )}
        <Button
          type="submit"
          variant="secondary"
          disabled={!address.trim() || (twoFactor && completeCode(code) === null) || add.isPending}
          aria-busy={add.isPending}
        >
          {t('addresses.add')}
        </Button>
        {add.isSuccess && add.submittedAt > sentAt && (
          <FormNotice tone="info" ref={savedNotice}>
            {/* The server says when this one is usable: the test wallet is at once, whatever the delay. */}
            {add.data && add.data.usable_at > add.data.created_at
              ? t('addresses.added', { count: delayHours })
              : t('addresses.added_now')}
          </FormNotice>
        )}
      </form>
    </section>
  );
}
