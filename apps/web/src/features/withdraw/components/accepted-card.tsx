import type { ReactNode } from 'react';
import { useBringIntoView } from '../../../shared/lib/bring-into-view.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';

/**
 * What replaces the withdraw or sell form once its request is accepted (SPEC §8): where it stands,
 * the address it goes to, the operation to follow it and another request. It takes the focus and
 * comes into view, wherever the page was scrolled to press the button.
 */
export function AcceptedCard({
  testId,
  title,
  text,
  address,
  operationId,
  follow,
  another,
  onAnother,
  className,
  children,
}: {
  testId: string;
  title: string;
  text: string;
  address: string;
  operationId: string;
  follow: string;
  another: string;
  onAnother: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const card = useBringIntoView<HTMLDivElement>();
  return (
    <div
      ref={card}
      tabIndex={-1}
      role="status"
      className={`scroll-mt-24 rounded-2xl border border-up/25 bg-emerald-50 p-6 outline-none ${className ?? ''}`}
      data-testid={testId}
    >
      <h2 className="font-display text-2xl text-ink-900">{title}</h2>
      <p className="mt-3 text-sm leading-relaxed text-ink-800">{text}</p>
      <p className="mt-2 break-all font-mono text-xs text-ink-600">{address}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to={`/operations/${operationId}`} size="sm">
          {follow}
        </ButtonLink>
        <Button variant="secondary" size="sm" onClick={onAnother}>
          {another}
        </Button>
      </div>
      {children}
    </div>
  );
}
