import clsx from 'clsx';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { TWO_FA_CODE_LENGTH } from '@pinacoteca/contracts/constants';

/** Six empty boxes. */
export function emptyCode(): string[] {
  return Array.from({ length: TWO_FA_CODE_LENGTH }, () => '');
}

/** The code when every box holds a digit, otherwise null. */
export function completeCode(digits: readonly string[]): string | null {
  return digits.length === TWO_FA_CODE_LENGTH && digits.every((d) => /^\d$/.test(d)) ? digits.join('') : null;
}

/** What a form may ask of the boxes from outside. */
export interface CodeInputHandle {
  /**
   * Puts the caret in the first box, as soon as the boxes take input again: after a refused code
   * they are still disabled by the request that just failed, and focus left on a disabled box
   * falls to the page's body, so the next Tab would start at the top of the page.
   */
  focusFirst: () => void;
}

interface CodeInputProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Called once the person has filled every box (typing or pasting), never for a partial code. */
  onComplete?: (code: string) => void;
  /** Names the group for screen readers, e.g. "Code from the authenticator app". */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Id of the text describing the error, for aria-describedby. */
  describedBy?: string;
  ref?: Ref<CodeInputHandle>;
}

/**
 * The six single-digit boxes of SPEC §5: digits only, a paste fills every box, backspace on an
 * empty box steps back, and the code is handed on only when all six digits are there.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  label,
  invalid,
  disabled,
  autoFocus,
  describedBy,
  ref,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(TWO_FA_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const focusWanted = useRef(false);
  useImperativeHandle(ref, () => ({
    focusFirst: () => {
      focusWanted.current = true;
      if (!disabled) {
        focusWanted.current = false;
        focus(0);
      }
    },
  }));
  // A focus asked for while the boxes were disabled is given once they are enabled again.
  useEffect(() => {
    if (!focusWanted.current || disabled) return;
    focusWanted.current = false;
    focus(0);
  });

  const update = (next: string[], focusIndex: number) => {
    onChange(next);
    focus(focusIndex);
    const code = completeCode(next);
    if (code) onComplete?.(code);
  };

  // Several digits at once (paste, SMS or password-manager autofill) spread over the boxes.
  const spread = (from: number, digits: string) => {
    const next = [...value];
    for (let i = 0; i < digits.length && from + i < TWO_FA_CODE_LENGTH; i += 1) next[from + i] = digits[i] ?? '';
    update(next, Math.min(from + digits.length, TWO_FA_CODE_LENGTH - 1));
  };

  const onInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length === 0) {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // A digit typed into a full box (the caret after the old one) replaces it.
    const typed =
      digits.length === 2 && value[index] && digits.startsWith(value[index] ?? '') ? digits.slice(1) : digits;
    spread(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A digit key sets this box and moves on, whatever it held: typed over the same digit the
      // box's text would not change, so no change event would move on, and a code typed again
      // over the old one came out scrambled (121212 over 111111 gave 222111).
      event.preventDefault();
      const next = [...value];
      next[index] = event.key;
      update(next, index + 1);
    } else if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, TWO_FA_CODE_LENGTH);
    event.preventDefault();
    if (digits.length === 0) return;
    // A pasted code is the whole code: it starts at the first box, whichever box had focus.
    const next = emptyCode();
    for (let i = 0; i < digits.length; i += 1) next[i] = digits[i] ?? '';
    update(next, Math.min(digits.length, TWO_FA_CODE_LENGTH - 1));
  };

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="flex justify-between gap-2 sm:gap-3">
      {value.map((digit, index) => (
        <input
          // The boxes never reorder: the position is the identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          aria-label={`${label}, ${index + 1} / ${TWO_FA_CODE_LENGTH}`}
          aria-invalid={invalid ? true : undefined}
          // On each box as well as the group: a screen reader entering a box reads the box's own
          // description, and the group's is skipped when focus lands straight in a box.
          aria-describedby={describedBy}
          className={clsx(
            'h-14 w-full min-w-0 max-w-14 rounded-xl border bg-white text-center font-display text-2xl text-ink-900 tabular-nums transition-colors focus:outline-none focus:ring-2 disabled:opacity-60',
            // Every box is red after a refusal: the focused one stands out by the gold ring of
            // focus, not a fainter red (a keyboard tester could not tell which box had it).
            invalid
              ? 'border-down/70 focus:border-down focus:ring-gold-500/70'
              : 'border-ink-900/15 hover:border-ink-900/30 focus:border-gold-500 focus:ring-gold-500/25',
          )}
        />
      ))}
    </div>
  );
}

interface CodeFieldProps extends Omit<CodeInputProps, 'invalid' | 'describedBy'> {
  /** What the person sees above the boxes (also the boxes' accessible name). */
  label: string;
  hint?: ReactNode;
  /** Shown at the end of the label line, e.g. a help button. */
  aside?: ReactNode;
  /** The message under the boxes; the boxes are marked invalid while there is one. */
  error: string | null;
  /** Classes of the boxes' wrapper (their width). */
  boxesClassName?: string;
}

/** The six-digit code with its label, hint and error line, as every form asking for a code shows it. */
export function CodeField({ label, hint, aside, error, boxesClassName, ...input }: CodeFieldProps) {
  const errorId = `${useId()}-code-error`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-ink-900">{label}</p>
        {aside}
      </div>
      {hint && <p className="mt-1 text-sm text-ink-500">{hint}</p>}
      <div className={clsx('mt-3', boxesClassName)}>
        <CodeInput {...input} label={label} invalid={Boolean(error)} describedBy={error ? errorId : undefined} />
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-3 text-sm text-down">
          {error}
        </p>
      )}
    </div>
  );
}
