import clsx from 'clsx';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Busy, inputClass } from '../../../shared/ui/fields.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { SettingsRow } from './settings-row.tsx';

interface InlineEditProps {
  label: string;
  hint?: string;
  /** What the row shows while not editing; empty shows `emptyText`. */
  display: string;
  emptyText?: string;
  /** The field's value when editing starts. */
  initial: string;
  /** Applied to every keystroke (e.g. the phone keeps digits and a plus). */
  normalise?: (raw: string) => string;
  /** Save stays disabled while this is false. */
  canSave: (value: string) => boolean;
  /** What is wrong with the value, shown under the field while Save is disabled for it; null when nothing. */
  problem?: (value: string) => string | null;
  /** Sends the value; the field of a server error is `field`. */
  onSave: (value: string) => Promise<unknown>;
  field: string;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;
}

/** A value with Edit; editing shows the field with Save and Cancel in place (SPEC §2). */
export function InlineEdit({
  label,
  hint,
  display,
  emptyText,
  initial,
  normalise = (raw) => raw,
  canSave,
  problem = () => null,
  onSave,
  field,
  input,
}: InlineEditProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setValue(initial);
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setError(null);
  };
  // A rule the value breaks is said at once, next to the disabled Save, not left to guess.
  const invalid = problem(value);
  const shown = error ?? invalid;
  const savable = canSave(value) && invalid === null;
  const save = async () => {
    if (busy || !savable) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(value);
      setEditing(false);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.fieldErrors[field]
          ? failure.fieldErrors[field]
          : generalErrorText(failure),
      );
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <SettingsRow
        label={label}
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={start}
            aria-label={`${display ? t('edit') : t('add')}: ${label}`}
          >
            {display ? t('edit') : t('add')}
          </Button>
        }
      >
        <p className={display ? clsx('text-ink-900', typedText) : 'text-ink-500'}>{display || emptyText}</p>
      </SettingsRow>
    );
  }

  return (
    <SettingsRow label={<label htmlFor={id}>{label}</label>} hint={hint}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="min-w-0 flex-1">
          <input
            id={id}
            value={value}
            onChange={(event) => {
              setValue(normalise(event.target.value));
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') cancel();
            }}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : undefined}
            autoFocus
            className={inputClass(Boolean(shown))}
            {...input}
          />
          {shown && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-down">
              {shown}
            </p>
          )}
        </div>
        <div className="flex gap-2 sm:pt-1">
          <Button type="submit" disabled={busy || !savable}>
            <Busy busy={busy}>{t('save')}</Busy>
          </Button>
          <Button variant="ghost" onClick={cancel} disabled={busy}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </SettingsRow>
  );
}
