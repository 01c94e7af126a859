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
