import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export const inputClass = (invalid: boolean) =>
  clsx(
    'h-12 w-full rounded-xl border bg-white px-4 text-ink-900 placeholder:text-ink-300 transition-colors focus:outline-none focus:ring-2',
    invalid
      ? 'border-down/70 focus:border-down focus:ring-down/20'
      : 'border-ink-900/15 hover:border-ink-900/30 focus:border-gold-500 focus:ring-gold-500/25',
  );

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something at the right of the label row, e.g. "Forgot password?". */
  aside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error (or hint) is announced with it. */
export function TextField({ label, error, hint, aside, className, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-ink-900">
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(inputClass(Boolean(error)), 'mt-2')}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-down">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-2 text-sm text-ink-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, aside, className, ref, ...input }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-ink-900">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative mt-2">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass(Boolean(error)), 'pr-12')}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={t('show_password')}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-ink-500 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-gold-500"
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-down">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-2 text-sm text-ink-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/**
 * After a refused submission, the focus goes to the first thing to put right: the first field
 * marked invalid, or the form's error notice (FormNotice), whichever comes first on the page. A
 * submit button disabled while the request ran has dropped the focus to the body, and the next Tab
 * would start at the top of the page with nothing said of the failure.
 */
export function focusFirstProblem(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled), [role="alert"][tabindex="-1"]')?.focus();
}

/**
 * `focusFirstProblem` in the element given the returned ref, after each render that shows a new
 * `problem` (a mutation's error object, say), so the field already carries its message when focused.
 */
export function useFocusFirstProblem<T extends HTMLElement>(problem: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (problem) focusFirstProblem(ref.current);
  }, [problem]);
  return ref;
}

/** The submit button's content: a spinner while the call runs. */
export function Busy({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      {busy && (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-paper-50/30 border-t-paper-50"
        />
      )}
      {children}
    </>
  );
}
