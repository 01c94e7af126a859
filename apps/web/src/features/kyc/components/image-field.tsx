import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../../shared/i18n/messages.ts';
import { prepareImage } from '../lib/images.ts';

interface ImageFieldProps {
  label: string;
  hint: string;
  value: string | null | undefined;
  error?: string;
  onChange: (dataUrl: string | null) => void;
  testId: string;
}

/** A photo of a document or a selfie: picked (or taken on a phone), checked, scaled, previewed. */
export function ImageField({ label, hint, value, error, onChange, testId }: ImageFieldProps) {
  const { t } = useTranslation('kyc');
  const id = useId();
  const [local, setLocal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Why the last photo picked was refused says more than the form's "required" that follows
  // from it, so it stays until another photo is picked.
  const shown = local ?? error;

  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-ink-900">
        {label}
      </span>
      <label
        htmlFor={id}
        className={clsx(
          'mt-2 flex aspect-[4/3] cursor-pointer flex-col items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-white text-center transition-colors',
          shown ? 'border-down/60' : 'border-ink-900/15 hover:border-gold-500',
        )}
      >
        {value ? (
          <img src={value} alt={label} className="h-full w-full object-cover" />
        ) : (
          <span className="px-4 text-sm text-ink-500">{busy ? t('images.reading') : t('images.pick')}</span>
        )}
      </label>
      <input
        id={id}
        data-testid={testId}
        type="file"
        accept="image/jpeg,image/png"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-note`}
        aria-invalid={shown ? true : undefined}
        className="sr-only"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          const prepared = await prepareImage(file);
          setBusy(false);
          if ('error' in prepared) {
            setLocal(message(prepared.error) ?? prepared.error);
            onChange(null);
          } else {
            setLocal(null);
            onChange(prepared.dataUrl);
          }
        }}
      />
      <p id={`${id}-note`} className={clsx('mt-2 text-sm', shown ? 'text-down' : 'text-ink-500')}>
        {shown ?? hint}
      </p>
      {value && (
        <button type="button" className="mt-1 text-sm text-ink-600 underline" onClick={() => onChange(null)}>
          {t('images.remove')}
        </button>
      )}
    </div>
  );
}
