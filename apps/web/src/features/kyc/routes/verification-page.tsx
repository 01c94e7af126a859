import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isBarredCountry, KYC_DOCUMENT_TYPES, KycSubmitRequest, type KycResponse } from '@pinacoteca/contracts/kyc/kyc';
import { ApiError } from '../../../shared/api/client.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { attachFieldErrors, errorText, generalErrorText } from '../../../shared/lib/form-errors.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { chipFocus } from '../../../shared/ui/chip.ts';
import { inputClass, TextField } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { KycStatusPill } from '../../../shared/ui/kyc-status.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useKyc, useStartKyc, useSubmitKyc } from '../api/kyc.ts';
import { ImageField } from '../components/image-field.tsx';
import { countries } from '../lib/countries.ts';

type Values = z.input<typeof KycSubmitRequest>;
type Output = z.output<typeof KycSubmitRequest>;
const FIELDS = [
  'legal_name',
  'date_of_birth',
  'country',
  'address',
  'document_type',
  'document_number',
  'front',
  'back',
  'selfie',
] as const;

/** /settings/verification: identity verification (KYC), started from the settings profile. */
export function VerificationPage() {
  const { t } = useTranslation('kyc');
  useDocumentTitle(t('title'));
  const kyc = useKyc();

  let content;
  if (kyc.isPending) content = <Spinner />;
  else if (kyc.isError) content = <ErrorState onRetry={() => void kyc.refetch()} />;
  else content = <Verification kyc={kyc.data} />;

  return (
    <Container className="pb-24">
      <div className="pt-8">
        <BackLink to="/settings/profile">{t('back')}</BackLink>
      </div>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <div className="max-w-3xl">{content}</div>
    </Container>
  );
}

function Verification({ kyc }: { kyc: KycResponse }) {
  const { t } = useTranslation('kyc');
  const status = (
    <div className="mb-6 flex flex-wrap items-center gap-3 text-sm text-ink-700">
      <span>{t('status_label')}</span>
      <KycStatusPill status={kyc.status} />
    </div>
  );
  if (kyc.status === 'approved' || kyc.status === 'pending') {
    return (
      <section className="rounded-2xl border border-ink-900/10 bg-white p-6 sm:p-8">
        {status}
        <h2 className="font-display text-2xl text-ink-900">{t(`${kyc.status}.title`)}</h2>
        <p className="mt-2 text-ink-600">{t(`${kyc.status}.text`)}</p>
      </section>
    );
  }
  return (
    <>
      {status}
      {kyc.reason && (
        <div className="mb-6">
          <FormNotice>{t('reason', { reason: kyc.reason })}</FormNotice>
        </div>
      )}
      {kyc.provider === 'hosted' ? <HostedStart /> : <VerificationForm />}
    </>
  );
}

function HostedStart() {
  const { t } = useTranslation('kyc');
  const start = useStartKyc();
  return (
    <section className="rounded-2xl border border-ink-900/10 bg-white p-6 sm:p-8">
      <p className="text-ink-700">{t('hosted.text')}</p>
      {start.isError && (
        <div className="mt-4">
          <FormNotice>{generalErrorText(start.error)}</FormNotice>
        </div>
      )}
      <Button
        className="mt-6"
        disabled={start.isPending}
        onClick={async () => {
          const { redirect_url } = await start.mutateAsync();
          window.location.assign(redirect_url);
        }}
      >
        {t('hosted.button')}
      </Button>
    </section>
  );
}

function VerificationForm() {
  const { t } = useTranslation('kyc');
  const language = useLanguage();
  const submit = useSubmitKyc();
  const [formError, setFormError] = useState<string | null>(null);
  const countryList = useMemo(() => countries(language), [language]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(KycSubmitRequest),
    mode: 'onTouched',
    defaultValues: {
      legal_name: '',
      date_of_birth: '',
      country: '',
      address: '',
      document_type: 'passport',
      document_number: '',
      front: '',
      back: null,
      selfie: '',
    },
  });
  const documentType = useWatch({ control, name: 'document_type' });
  // US residents learn at once that they cannot invest (SPEC's payment notice), not only on sending.
  const barred = isBarredCountry(useWatch({ control, name: 'country' }) ?? '');
  // A date the browser's date field cannot read (31 February typed in) reaches the form as an empty
  // value; it is not a missing date, so it is shown as a wrong one, like the contract's answer.
  const [dateUnreadable, setDateUnreadable] = useState(false);
  const checkDate = (event: React.ChangeEvent<HTMLInputElement> | React.FocusEvent<HTMLInputElement>) =>
    setDateUnreadable(event.target.validity.badInput);

  const onSubmit = handleSubmit(async (values) => {
    if (submit.isPending) return;
    setFormError(null);
    try {
      await submit.mutateAsync(values);
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (!(error instanceof ApiError) || !attachFieldErrors(error, FIELDS, setError)) {
        setFormError(generalErrorText(error));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8" data-testid="kyc-form">
      {formError && <FormNotice>{formError}</FormNotice>}
      <fieldset className="space-y-5 rounded-2xl border border-ink-900/10 bg-white p-6 sm:p-8 [&>legend+*]:!mt-0 [&>legend+*]:clear-both">
        <legend className="float-left mb-5 w-full font-display text-xl text-ink-900">{t('person.title')}</legend>
        <TextField
          label={t('person.legal_name')}
          hint={t('person.legal_name_hint')}
          autoComplete="name"
          error={errorText(errors.legal_name)}
          {...register('legal_name')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('person.date_of_birth')}
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            error={dateUnreadable && errors.date_of_birth ? message('invalid_format') : errorText(errors.date_of_birth)}
            {...register('date_of_birth', { onChange: checkDate, onBlur: checkDate })}
          />
          <SelectField
            label={t('person.country')}
            error={barred ? message('kyc_us_resident') : errorText(errors.country)}
            {...register('country')}
            autoComplete="country"
          >
            <option value="">{t('person.country_pick')}</option>
            {countryList.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t('person.address')}
          autoComplete="street-address"
          error={errorText(errors.address)}
          {...register('address')}
        />
      </fieldset>

      <fieldset className="space-y-5 rounded-2xl border border-ink-900/10 bg-white p-6 sm:p-8 [&>legend+*]:!mt-0 [&>legend+*]:clear-both">
        <legend className="float-left mb-5 w-full font-display text-xl text-ink-900">{t('document.title')}</legend>
        <div role="radiogroup" aria-label={t('document.type')} className="flex flex-wrap gap-2">
          {KYC_DOCUMENT_TYPES.map((type) => (
            <label
              key={type}
              className={clsx(
                'cursor-pointer rounded-full border px-4 py-2 text-sm',
                chipFocus,
                documentType === type
                  ? 'border-ink-900 bg-ink-900 text-white'
                  : 'border-ink-900/15 text-ink-700 hover:border-ink-900/40',
              )}
            >
              <input type="radio" value={type} className="sr-only" {...register('document_type')} />
              {t(`document.types.${type}`)}
            </label>
          ))}
        </div>
        <TextField
          label={t('document.number')}
          error={errorText(errors.document_number)}
          {...register('document_number')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="front"
            render={({ field }) => (
              <ImageField
                testId="kyc-front"
                label={t(documentType === 'passport' ? 'document.photo_page' : 'document.front')}
                hint={t('images.hint')}
                value={field.value}
                error={errorText(errors.front)}
                onChange={(v) => field.onChange(v ?? '')}
              />
            )}
          />
          {documentType !== 'passport' && (
            <Controller
              control={control}
              name="back"
              render={({ field }) => (
                <ImageField
                  testId="kyc-back"
                  label={t('document.back')}
                  hint={t('images.hint')}
                  value={field.value}
                  error={errorText(errors.back)}
                  onChange={field.onChange}
                />
              )}
            />
          )}
        </div>
      </fieldset>

      <fieldset className="space-y-5 rounded-2xl border border-ink-900/10 bg-white p-6 sm:p-8 [&>legend+*]:!mt-0 [&>legend+*]:clear-both">
        <legend className="float-left mb-5 w-full font-display text-xl text-ink-900">{t('selfie.title')}</legend>
        <p className="text-sm text-ink-600">{t('selfie.text')}</p>
        <div className="sm:w-1/2">
          <Controller
            control={control}
            name="selfie"
            render={({ field }) => (
              <ImageField
                testId="kyc-selfie"
                label={t('selfie.label')}
                hint={t('images.hint')}
                value={field.value}
                error={errorText(errors.selfie)}
                onChange={(v) => field.onChange(v ?? '')}
              />
            )}
          />
        </div>
      </fieldset>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? t('sending') : t('send')}
        </Button>
        <p className="text-sm text-ink-500">{t('privacy')}</p>
      </div>
    </form>
  );
}

function SelectField({
  label,
  error,
  children,
  ...select
}: React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  ref?: React.Ref<HTMLSelectElement>;
}) {
  const id = `select-${select.name ?? ''}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(inputClass(Boolean(error)), 'mt-2')}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-down">
          {error}
        </p>
      )}
    </div>
  );
}
