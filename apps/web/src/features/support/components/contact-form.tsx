import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@pinacoteca/contracts/constants';
import { FeedbackRequest, GuestFeedbackForm } from '@pinacoteca/contracts/support/feedback';
import { ApiError } from '../../../shared/api/client.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { attachFieldErrors } from '../../../shared/lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useSendFeedback } from '../api/send-feedback.ts';
import { SupportText } from './support-text.tsx';

type ContactValues = z.input<typeof FeedbackRequest>;
type ContactOutput = z.output<typeof FeedbackRequest>;

/** Client rules give message keys; errors from the server already carry text in our language. */
function errorText(error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : message(error.message);
}

const fieldClass = (invalid: boolean) =>
  clsx(
    'w-full rounded-xl border bg-white px-4 text-ink-900 placeholder:text-ink-300 transition-colors focus:outline-none focus:ring-2',
    invalid
      ? 'border-down/70 focus:border-down focus:ring-down/20'
      : 'border-ink-900/15 hover:border-ink-900/30 focus:border-gold-500 focus:ring-gold-500/25',
  );

interface ContactFormProps {
  /** Signed-in people are answered at their account's address, so they give only the text. */
  signedIn: boolean;
  onSent: () => void;
}

export function ContactForm({ signedIn, onSent }: ContactFormProps) {
  const { t } = useTranslation('support');
  const ids = useId();
  const send = useSendFeedback();
  // Kept as the error, so its text follows a language switch while it is shown.
  const [formError, setFormError] = useState<ApiError | 'failed' | null>(null);

  // The rules are the shared contract schemas. The schema is read when validation runs, so a
  // session ending while someone types changes the rules without losing what was typed.
  const schema = signedIn ? FeedbackRequest : GuestFeedbackForm;
  const schemaRef = useRef<typeof FeedbackRequest | typeof GuestFeedbackForm>(schema);
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);
  const resolver = useMemo<Resolver<ContactValues, unknown, ContactOutput>>(
    () => (values, context, options) =>
      zodResolver(schemaRef.current as typeof FeedbackRequest)(values, context, options),
    [],
  );

  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<ContactValues, unknown, ContactOutput>({
    resolver,
    defaultValues: { message: '' },
    mode: 'onTouched',
    // The e-mail field leaves the form, with its value, when the person is signed in.
    shouldUnregister: true,
  });
  const length = (useWatch({ control, name: 'message' }) ?? '').length;

  const onSubmit = handleSubmit(async (values) => {
    // SPEC §4: a submission is ignored while one is in progress.
    if (send.isPending) return;
    setFormError(null);
    try {
      await send.mutateAsync(signedIn ? { message: values.message } : { email: values.email, message: values.message });
      reset({ message: '' });
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setFormError(error);
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        const fields = signedIn ? (['message'] as const) : (['email', 'message'] as const);
        if (!attachFieldErrors(error, fields, setError)) setFormError(error);
        return;
      }
      // SPEC §8 logs feedback failures without a message; one quiet line keeps the person from
      // thinking the message went, and the text stays in the form to try again.
      console.error('Support message was not sent', error);
      setFormError('failed');
    }
  });

  const emailError = errorText(errors.email);
  const messageError = errorText(errors.message);
  const nearLimit = length >= SUPPORT_MESSAGE_MAX_LENGTH * 0.9;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={send.isPending} className="space-y-6">
      {signedIn ? (
        <p className="rounded-xl bg-paper-100 px-4 py-3 text-sm text-ink-600">{t('contact.member_note')}</p>
      ) : (
        <div>
          <label htmlFor={`${ids}-email`} className="block text-sm font-medium text-ink-900">
            {t('contact.email')}
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${ids}-email-error` : `${ids}-email-hint`}
            className={clsx(fieldClass(Boolean(emailError)), 'mt-2 h-12')}
            {...register('email')}
          />
          {emailError ? (
            <p id={`${ids}-email-error`} className="mt-2 text-sm text-down">
              {emailError}
            </p>
          ) : (
            <p id={`${ids}-email-hint`} className="mt-2 text-sm text-ink-500">
              {t('contact.email_hint')}
            </p>
          )}
        </div>
      )}

      <div>
        <label htmlFor={`${ids}-message`} className="block text-sm font-medium text-ink-900">
          {t('contact.message')}
        </label>
        <textarea
          id={`${ids}-message`}
          rows={7}
          // The browser refuses characters past the limit; the schema checks it again.
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          placeholder={t('contact.message_placeholder')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={clsx(messageError && `${ids}-message-error`, `${ids}-counter`)}
          className={clsx(fieldClass(Boolean(messageError)), 'mt-2 block resize-y py-3 leading-relaxed')}
          {...register('message')}
        />
        <div className="mt-2 flex items-start justify-between gap-4">
          <p id={`${ids}-message-error`} className="text-sm text-down">
            {messageError}
          </p>
          <p
            id={`${ids}-counter`}
            className={clsx('shrink-0 text-sm tabular-nums', nearLimit ? 'text-gold-600' : 'text-ink-500')}
          >
            <span aria-hidden="true">
              {length} / {SUPPORT_MESSAGE_MAX_LENGTH}
            </span>
            <span className="sr-only">{t('contact.counter', { count: length, max: SUPPORT_MESSAGE_MAX_LENGTH })}</span>
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-4 border-t border-ink-900/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-ink-500 sm:max-w-xs">
          <SupportText i18nKey="contact.consent" />
        </p>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-paper-50/30 border-t-paper-50"
            />
          )}
          {send.isPending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>

      {formError && (
        <p
          role="alert"
          className="flex items-start gap-3 rounded-xl bg-paper-100 px-4 py-3 text-sm text-ink-700 animate-fade-in"
        >
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" className="mt-px shrink-0 text-gold-600">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M10 6v5M10 14h.01" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {formError === 'failed' ? t('contact.failed') : formError.text}
        </p>
      )}
    </form>
  );
}
