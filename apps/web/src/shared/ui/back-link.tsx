import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back to the page a detail view belongs to (gallery, operations, wallet, security). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
    >
      <span aria-hidden="true">←</span>
      {children}
    </Link>
  );
}
