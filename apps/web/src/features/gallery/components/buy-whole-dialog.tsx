import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@pinacoteca/contracts/constants';
import { message } from '../../../shared/i18n/messages.ts';
import { useOverlay } from '../../../shared/overlay/overlay.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useBuyWhole } from '../api/painting-requests.ts';

function Confirmation({
  checked,
  onChange,
  label,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed text-ink-800">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-ink-900"
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 pl-8 text-xs text-down">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The dialog of "Buy the whole painting" (SPEC §2, §5): the person confirms being ready to buy and
 * able to prove the funds, then sees a thank-you popup. Loaded only when the button is pressed (or
 * the address opens it), so the gallery's first view does not carry the form and its messages.
 */
export default function BuyWholeDialog({ painting }: { painting: { id: string; name: string; sale_id: string } }) {
  const { t } = useTranslation('gallery');
  const form = useOverlay(`modal:buy-whole-${painting.id}`);
  const thanks = useOverlay(`modal:buy-whole-thanks-${painting.id}`);
  const buy = useBuyWhole(painting.sale_id);
  const messageId = useId();
  const [ready, setReady] = useState(false);
  const [proof, setProof] = useState(false);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  // Each opening starts without the last attempt's errors.
  useEffect(() => {
    if (form.isOpen) setTried(false);
  }, [form.isOpen]);

  const submit = () => {
    if (buy.isPending) return;
    setTried(true);
    if (!ready || !proof) return;
    buy.mutate(
      { ready: true, proof_of_funds: true, ...(note.trim() ? { message: note.trim() } : {}) },
      {
        onSuccess: () => {
          setReady(false);
          setProof(false);
          setNote('');
          thanks.show();
        },
      },
    );
  };

  return (
    <>
      <Modal open={form.isOpen} onClose={form.hide} title={t('buy_whole.title')}>
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="text-sm leading-relaxed text-ink-600">{t('buy_whole.intro', { name: painting.name })}</p>
          <Confirmation
            checked={ready}
            onChange={setReady}
            label={t('buy_whole.ready')}
            error={tried && !ready ? message('required') : undefined}
          />
          <Confirmation
            checked={proof}
            onChange={setProof}
            label={t('buy_whole.proof_of_funds')}
            error={tried && !proof ? message('required') : undefined}
          />
          <div>
            <label htmlFor={messageId} className="text-sm font-medium text-ink-800">
              {t('buy_whole.message')}
            </label>
            <textarea
              id={messageId}
              value={note}
              maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
              className="mt-2 block w-full resize-y rounded-xl border border-ink-900/15 bg-white px-4 py-3 text-sm text-ink-900 outline-none focus-visible:border-gold-500"
            />
            <p className="mt-1 text-right text-xs tabular-nums text-ink-500">
              {note.length}/{SUPPORT_MESSAGE_MAX_LENGTH}
            </p>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={form.hide}>
              {t('buy_whole.cancel')}
            </Button>
            <Button type="submit" disabled={buy.isPending}>
              {t('buy_whole.submit')}
            </Button>
          </div>
        </form>
      </Modal>
      <Modal open={thanks.isOpen} onClose={thanks.hide} title={t('buy_whole.thanks_title')} size="sm">
        <div className="space-y-5">
          <p className="text-sm leading-relaxed text-ink-700">{t('buy_whole.thanks_text', { name: painting.name })}</p>
          <Button className="w-full" onClick={thanks.hide}>
            {t('buy_whole.thanks_close')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
