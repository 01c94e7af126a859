import { generalErrorText } from '../lib/form-errors.ts';
import { Button } from './button.tsx';
import { Busy } from './fields.tsx';
import { FormNotice } from './form-notice.tsx';

/**
 * The foot of a dialog that asks before doing something that cannot be undone (cancel a payment
 * request, remove an address): what went wrong, if it did, then "keep" and the dangerous action,
 * stacked on phones with the action on top, side by side on wider screens.
 */
export function ConfirmActions({
  error,
  keepLabel,
  onKeep,
  confirmLabel,
  pending,
  onConfirm,
}: {
  error: unknown;
  keepLabel: string;
  onKeep: () => void;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <>
      {error != null && (
        <div className="mt-4">
          <FormNotice>{generalErrorText(error)}</FormNotice>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onKeep}>
          {keepLabel}
        </Button>
        <Button variant="danger" disabled={pending} aria-busy={pending} onClick={onConfirm}>
          <Busy busy={pending}>{confirmLabel}</Busy>
        </Button>
      </div>
    </>
  );
}
