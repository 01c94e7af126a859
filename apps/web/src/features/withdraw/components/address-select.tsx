import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { WithdrawAddress } from '@pinacoteca/contracts/tokens/withdraw';
import { usableAddresses } from '../../../shared/api/saved-addresses.ts';
import { inputClass } from '../../../shared/ui/fields.tsx';
import { useAddressName } from '../../../shared/lib/address-name.ts';

/**
 * An address as a select box can hold it: its ends, which are what a person compares with their
 * wallet. The whole address is written out under the box.
 */
const shortAddress = (address: string) =>
  address.length > 10 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;

/**
 * Where tokens (withdraw) or USDC (sell) go: one of the person's usable saved addresses, or why
 * there is none yet (none saved, or all still waiting).
 */
export function AddressSelect({
  label,
  addresses,
  value,
  error,
  hint,
  onChange,
}: {
  label: string;
  addresses: WithdrawAddress[];
  value: string;
  error: string | undefined;
  hint: string;
  onChange: (address: string) => void;
}) {
  const { t } = useTranslation('withdraw');
  const nameOf = useAddressName();
  const usable = usableAddresses(addresses);
  const chosen = usable.find((a) => a.address === value);
  return (
    <div>
      <label className="block text-sm font-medium text-ink-900">
        {label}
        {usable.length > 0 ? (
          <select
            className={clsx(inputClass(Boolean(error)), 'mt-2 text-sm')}
            value={value}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(e.target.value)}
          >
            {usable.map((a) => {
              const name = nameOf(a);
              return (
                <option key={a.id} value={a.address}>
                  {name ? `${name} — ` : ''}
                  {shortAddress(a.address)}
                </option>
              );
            })}
          </select>
        ) : null}
      </label>
      {/* A box as narrow as a phone, or a long label, would cut the address the person must check. */}
      {chosen && (
        <p className="mt-1 font-mono text-sm break-all text-ink-700" data-testid="chosen-address">
          {chosen.address}
        </p>
      )}
      {usable.length === 0 && (
        <p className="mt-2 rounded-xl bg-paper-100 px-4 py-3 text-sm text-ink-700" data-testid="no-usable-address">
          {addresses.length === 0 ? t('no_address', { section: t('addresses.title') }) : t('no_usable_address')}
        </p>
      )}
      {error && <p className="mt-1 text-sm text-down">{error}</p>}
      <p className="mt-2 text-xs text-ink-500">{hint}</p>
    </div>
  );
}
