import { useId } from 'react';
import { CodeInput } from './code-input.tsx';

/**
 * The two-factor code of something sent off the platform (a withdrawal, a sale, where a payout
 * goes), with the server's message tied to the input.
 */
export function CodeField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <div>
      <p className="text-sm font-medium text-ink-900">{label}</p>
      <div className="mt-2">
        <CodeInput
          value={value}
          onChange={onChange}
          label={label}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-down">
          {error}
        </p>
      )}
    </div>
  );
}
