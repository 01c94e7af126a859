import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A card holding rows of settings, divided by hairlines (or, `plain`, any content). */
export function SettingsCard({
  children,
  className,
  plain = false,
}: {
  children: ReactNode;
  className?: string;
  plain?: boolean;
}) {
  return (
    <section
      className={clsx(
        'rounded-2xl border border-ink-900/10 bg-white px-5 sm:px-6',
        !plain && 'divide-y divide-ink-900/10',
        className,
      )}
    >
      {children}
    </section>
  );
}

interface SettingsRowProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Id for the label, so the control can name itself after it. */
  labelId?: string;
  children?: ReactNode;
  /** A button or link at the right (under the content on phones). */
  action?: ReactNode;
}

/**
 * One setting: its name and hint at the left on wide screens, above on phones; the value or
 * control beside it; an action at the end.
 */
export function SettingsRow({ label, hint, labelId, children, action }: SettingsRowProps) {
  return (
    <div className="grid gap-3 py-5 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8">
      <div>
        {/* h2: the tabs' rows sit straight under the page's h1 (no heading level skipped). */}
        <h2 id={labelId} className="text-sm font-medium text-ink-900">
          {label}
        </h2>
        {hint && <p className="mt-1 text-sm text-ink-500">{hint}</p>}
      </div>
      <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 flex-1">{children}</div>
        {action && <div className="flex shrink-0 flex-wrap gap-2">{action}</div>}
      </div>
    </div>
  );
}

/** A small pill saying a state: connected, on, not available. */
export function StatusPill({ tone, children }: { tone: 'on' | 'off' | 'muted'; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium',
        tone === 'on' && 'bg-up/10 text-up',
        tone === 'off' && 'bg-paper-100 text-ink-600',
        tone === 'muted' && 'bg-paper-100 text-ink-600',
      )}
    >
      <span aria-hidden="true" className={clsx('h-1.5 w-1.5 rounded-full', tone === 'on' ? 'bg-up' : 'bg-ink-300')} />
      {children}
    </span>
  );
}
