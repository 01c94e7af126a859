import clsx from 'clsx';
import type { ReactNode } from 'react';
import { EXPAND_MS } from '@pinacoteca/contracts/constants';

interface FaqItemProps {
  id: string;
  question: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * One collapsible question. The panel's height animates over EXPAND_MS (SPEC §9) by moving its
 * grid row between 0fr and 1fr, which follows the answer's real height without measuring it.
 * A closed panel is inert, so its links are neither focusable nor read out.
 */
export function FaqItem({ id, question, open, onToggle, children }: FaqItemProps) {
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  const timing = { transitionDuration: `${EXPAND_MS}ms` };
  return (
    <div className="relative">
      {/* Anchor target for /support/faq#<id>, set above the item so it clears the sticky header. */}
      <span id={id} aria-hidden="true" className="absolute -top-10" />
      <h2>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="group flex w-full items-start justify-between gap-6 rounded-lg py-6 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
        >
          <span className="font-display text-lg leading-snug text-ink-900 group-hover:text-ink-700 sm:text-xl">
            {question}
          </span>
          <span
            aria-hidden="true"
            className={clsx(
              'mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border transition-colors',
              open
                ? 'border-gold-500 bg-gold-100 text-gold-600'
                : 'border-ink-900/15 text-ink-500 group-hover:border-ink-900/40',
            )}
          >
            <svg width="14" height="14" viewBox="0 0 14 14">
              <path d="M2 7h10" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              <path
                d="M7 2v10"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                className={clsx('origin-center transition-transform ease-out', open && 'scale-y-0')}
                style={timing}
              />
            </svg>
          </span>
        </button>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        inert={!open}
        className="grid transition-[grid-template-rows,opacity] ease-in-out"
        style={{ ...timing, gridTemplateRows: open ? '1fr' : '0fr', opacity: open ? 1 : 0 }}
      >
        <div className="overflow-hidden">
          <div className="max-w-[65ch] space-y-4 pb-7 pr-4 leading-relaxed text-ink-700 sm:pr-14">{children}</div>
        </div>
      </div>
    </div>
  );
}
