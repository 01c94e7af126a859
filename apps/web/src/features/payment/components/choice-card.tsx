import clsx from 'clsx';
import type { ReactNode } from 'react';

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  /** The group has an error (none chosen when one must be). */
  invalid?: boolean;
  /** Id of the group's error, read with the option that takes the focus after a refused Pay. */
  describedBy?: string;
  onSelect: (value: string) => void;
  title: ReactNode;
  description?: ReactNode;
  badge?: ReactNode;
  icon?: ReactNode;
}

/** One option of a radio group drawn as a card; disabled options stay visible but cannot be chosen. */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled,
  invalid,
  describedBy,
  onSelect,
  title,
  description,
  badge,
  icon,
}: ChoiceCardProps) {
  return (
    <label
      className={clsx(
        'relative flex items-center gap-4 rounded-2xl border bg-white px-4 py-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500',
        disabled
          ? 'cursor-not-allowed border-ink-900/10 opacity-60'
          : checked
            ? 'cursor-pointer border-gold-500 ring-1 ring-gold-500'
            : 'cursor-pointer border-ink-900/15 hover:border-ink-900/35',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={() => onSelect(value)}
        // The real radio covers the card: clicks, taps and assistive technology all reach it.
        className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className={clsx(
          'flex h-5 w-5 shrink-0 items-center justify-center rounded-full border',
          checked ? 'border-gold-600' : 'border-ink-900/25',
        )}
      >
        {checked && <span className="h-2.5 w-2.5 rounded-full bg-gold-600" />}
      </span>
      {icon}
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-ink-900">{title}</span>
        {description && <span className="mt-0.5 block text-sm text-ink-500">{description}</span>}
      </span>
      {badge}
    </label>
  );
}
