import type { ReactNode } from 'react';
import { CheckIcon } from '../../../shared/ui/check-icon.tsx';

/**
 * The notice of a swap made: in the green of the withdraw and sell "accepted" cards, not the grey of
 * a note (an outside tester read the grey as neutral), shaped as a form notice.
 */
export function SwapDone({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-xl border border-up/25 bg-emerald-50 px-4 py-3 text-sm text-ink-800 animate-fade-in"
      data-testid="swap-done"
    >
      <CheckIcon size={18} className="mt-px shrink-0 text-up" />
      <span>{children}</span>
    </p>
  );
}
