import type { ReactNode } from 'react';

/** The error view of a link that could not be used (confirmation, reset, recovery, Google sign-in). */
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
