import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { newestUsable, usableAddresses, useSavedAddresses } from '../../../shared/api/saved-addresses.ts';
import { useAddressName } from '../../../shared/lib/address-name.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { inputClass, useFocusFirstProblem } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAccount } from '../../../shared/api/account.ts';
import { CodeField } from '../../../shared/ui/code-field.tsx';
import { completeCode, emptyCode } from '../../../shared/ui/code-input.tsx';
import { useChoosePayoutAddress } from '../api/order.ts';

/**
 * A sale whose payout address the person removed (`awaiting_address`): they choose another of
 * their usable saved addresses and it is paid there. The server checks the address as a sale's
 * (saved, past its waiting time, a wallet) and its refusal is shown next to the select.
 */
export function PayoutAddressForm({ saleId }: { saleId: string }) {
  const { t } = useTranslation('operations');
  const nameOf = useAddressName();
  const addresses = useSavedAddresses();
  const account = useAccount();
  const choose = useChoosePayoutAddress(saleId);
  const [picked, setPicked] = useState('');
  const [code, setCode] = useState(emptyCode);
  const selectId = useId();
  const errorId = useId();
  // A refusal puts the focus on what to put right (the button, disabled while it ran, had dropped it).
  const form = useFocusFirstProblem<HTMLFormElement>(choose.error);

  if (addresses.isPending || account.isPending) return <Spinner />;
  if (addresses.isError || account.isError)
    return (
      <ErrorState
        onRetry={() => {
          void addresses.refetch();
          void account.refetch();
        }}
      />
    );
  // Where the money goes is decided as a sale is: with the two-factor code when it is on.
  const twoFactor = account.data.google2_fa_enabled;

  const usable = usableAddresses(addresses.data.addresses);
  // Offered first: the newest usable, as the sell form offers it.
  const target = usable.find((a) => a.address === picked)?.address ?? newestUsable(usable);
  const server = choose.error instanceof ApiError ? choose.error.fieldErrors : {};
  const fieldError = server.payout_address;
  const general = choose.isError && !fieldError && !server.code ? generalErrorText(choose.error) : null;
  const ready = target !== '' && (!twoFactor || completeCode(code) !== null);

  if (usable.length === 0) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-ink-900/10 bg-white p-5"
        data-testid="payout-address-none"
      >
        <p className="max-w-xl text-sm text-ink-700">
          {t(addresses.data.addresses.length === 0 ? 'order.sale_no_address' : 'order.sale_no_usable_address')}
        </p>
        <ButtonLink to="/sell" variant="secondary" size="sm">
          {t('order.sale_manage_addresses')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form
      ref={form}
      noValidate
      className="space-y-4 rounded-2xl border border-ink-900/10 bg-white p-5"
      data-testid="payout-address-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        choose.mutate(
          { address: target, code: twoFactor ? completeCode(code) : null },
          { onSettled: () => setCode(emptyCode()) },
        );
      }}
    >
      {general && <FormNotice>{general}</FormNotice>}
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-ink-900">
          {t('order.sale_new_address')}
        </label>
        <select
          id={selectId}
          className={clsx(inputClass(Boolean(fieldError)), 'mt-2 text-sm')}
          value={target}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          onChange={(e) => {
            setPicked(e.target.value);
            choose.reset();
          }}
        >
          {usable.map((a) => {
            const name = nameOf(a);
            return (
              <option key={a.id} value={a.address}>
                {name ? `${name} — ` : ''}
                {a.address}
              </option>
            );
          })}
        </select>
        {fieldError && (
          <p id={errorId} className="mt-1 text-sm text-down">
            {fieldError}
          </p>
        )}
        <p className="mt-2 text-xs text-ink-500">{t('order.sale_new_address_hint')}</p>
      </div>
      {twoFactor && (
        <CodeField
          label={t('order.sale_code')}
          value={code}
          error={server.code}
          onChange={(next) => {
            setCode(next);
            if (server.code) choose.reset();
          }}
        />
      )}
      <Button type="submit" disabled={choose.isPending || !ready}>
        {t('order.sale_pay_there')}
      </Button>
    </form>
  );
}
