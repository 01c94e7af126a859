import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';
import { typedText } from './typed-text.ts';

/**
 * A quiet notice inside a form: an error from the server, or a note. It can take the focus (not
 * the Tab key): a form whose button was disabled while it sent has dropped the focus to the body,
 * and gives it to the notice saying what came of it (`focusFirstProblem`, or its ref).
 */
export function FormNotice({
  children,
  tone = 'error',
  ref,
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className="flex items-start gap-3 rounded-xl bg-paper-100 px-4 py-3 text-sm text-ink-700 animate-fade-in"
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 20 20"
        aria-hidden="true"
        className={tone === 'error' ? 'mt-px shrink-0 text-down' : 'mt-px shrink-0 text-gold-600'}
      >
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d={tone === 'error' ? 'M10 6v5M10 14h.01' : 'M10 9v5M10 6h.01'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      {/* It may quote what a person typed (an operator's reason): long words wrap. */}
      <span className={clsx('min-w-0', typedText)}>{children}</span>
    </p>
  );
}
