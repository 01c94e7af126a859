import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/ui/page.tsx';

interface AccountShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the removal and recovery screens: one calm column. */
export function AccountShell({ title, subtitle, children, footer }: AccountShellProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl text-ink-900 sm:text-4xl">{title}</h1>
      {subtitle && <div className="mt-3 text-ink-600">{subtitle}</div>}
      <div className="mt-8">{children}</div>
      {footer && <div className="mt-8 border-t border-ink-900/10 pt-6 text-sm text-ink-600">{footer}</div>}
    </div>
  );
}

/** The error view of a link that could not be used. */
export function ProblemView({ detail, text, action }: { detail?: string; text: string; action: ReactNode }) {
  return (
    <div role="alert" className="space-y-6">
      <div
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-paper-200 text-down"
      >
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5h.01" />
        </svg>
      </div>
      <div className="space-y-2">
        {detail && <p className="font-medium text-ink-900">{detail}</p>}
        <p className="text-ink-700">{text}</p>
      </div>
      {action}
    </div>
  );
}
