import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreatePaintingRequest, UpdatePaintingRequest } from '@pinacoteca/contracts/admin/catalogue';
import { ERAS, FRAMES, GENRES, ORIENTATIONS, TECHNICS } from '@pinacoteca/contracts/enums';
import { useAuthors } from '../../../shared/api/catalogue.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { attachFieldErrors, errorText, generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { chipFocus } from '../../../shared/ui/chip.ts';
import { inputClass } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { Spinner } from '../../../shared/ui/states.tsx';

/** One form for a new painting and for editing one: the edit form has no price (its own call) but histories and attributions. */
export type PaintingValues = z.input<typeof UpdatePaintingRequest> & { price?: string };
export type PaintingOutput = z.output<typeof UpdatePaintingRequest> & { price?: string };

const FIELDS = [
  'name.en',
  'name.ru',
  'short_description.en',
  'short_description.ru',
  'full_description.en',
  'full_description.ru',
  'author_id',
  'year',
  'width_cm',
  'height_cm',
  'ordering',
  'eras',
  'sale_id',
  'price',
  'estimated_value',
  'image',
] as const;

export const EMPTY_PAINTING: DefaultValues<PaintingValues> = {
  name: { en: '', ru: '' },
  short_description: { en: '', ru: '' },
  full_description: { en: '', ru: '' },
  ordering: 0,
  genre: 4,
  technic: 1,
  eras: [],
  frame: 'with',
  orientation: 'landscape',
  sale_id: '',
  price: '0',
  estimated_value: '0',
  image: '',
  histories: [],
  attributions: [],
};

function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <label className="block">
      <span className="block text-sm font-medium text-ink-900">{label}</span>
      <span className="mt-1 block">{children}</span>
      {error && <span className="mt-1 block text-sm text-down">{error}</span>}
    </label>
  );
}

export function PaintingForm({
  mode,
  defaults,
  currentImage,
  submitLabel,
  onSubmit,
}: {
  mode: 'create' | 'edit';
  defaults: DefaultValues<PaintingValues>;
  currentImage?: string;
  submitLabel: string;
  /** Resolves when saved (the form then resets to `defaults` for a new painting); rejects with the server's answer. */
  onSubmit: (values: PaintingOutput) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const { t: g } = useTranslation('gallery');
  const authors = useAuthors();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaintingValues, unknown, PaintingOutput>({
    resolver: zodResolver(mode === 'create' ? CreatePaintingRequest : UpdatePaintingRequest) as unknown as Resolver<
      PaintingValues,
      unknown,
      PaintingOutput
    >,
    defaultValues: defaults,
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({ ...values, author_id: values.author_id || null });
      if (mode === 'create') reset();
    } catch (error) {
      if (!(error instanceof ApiError) || !attachFieldErrors(error, FIELDS, setError))
        setFormError(generalErrorText(error));
    }
  });
  const input = (invalid: boolean, extra?: string) => clsx(inputClass(invalid), extra);
  // The author list first: a select registered before its options exist would show the first one.
  if (authors.isPending) return <Spinner />;

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5" data-testid="painting-form">
      {formError && <FormNotice>{formError}</FormNotice>}
      {(['name', 'short_description', 'full_description'] as const).map((field) => (
        <div key={field} className="grid gap-4 md:grid-cols-2">
          {(['en', 'ru'] as const).map((lang) => (
            <Field
              key={lang}
              label={`${t(`catalogue.${field}`)} (${lang.toUpperCase()})`}
              error={errorText(errors[field]?.[lang])}
            >
              {field === 'name' ? (
                <input className={input(Boolean(errors[field]?.[lang]))} {...register(`${field}.${lang}`)} />
              ) : (
                <textarea
                  rows={field === 'full_description' ? 5 : 2}
                  className={input(Boolean(errors[field]?.[lang]), 'h-auto py-2')}
                  {...register(`${field}.${lang}`)}
                />
              )}
            </Field>
          ))}
        </div>
      ))}
      <div className="grid gap-4 md:grid-cols-3">
        <Field label={t('catalogue.author')} error={errorText(errors.author_id)}>
          <select className={input(false)} {...register('author_id')}>
            <option value="">{t('catalogue.no_author')}</option>
            {(authors.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('catalogue.year')} error={errorText(errors.year)}>
          <input
            type="number"
            className={input(Boolean(errors.year))}
            {...register('year', { setValueAs: (v) => (v === '' ? null : v) })}
          />
        </Field>
        <Field label={t('catalogue.sale_id')} error={errorText(errors.sale_id)}>
          <input className={input(Boolean(errors.sale_id))} {...register('sale_id')} />
        </Field>
        <Field label={t('catalogue.width')} error={errorText(errors.width_cm)}>
          <input type="number" step="0.1" className={input(Boolean(errors.width_cm))} {...register('width_cm')} />
        </Field>
        <Field label={t('catalogue.height')} error={errorText(errors.height_cm)}>
          <input type="number" step="0.1" className={input(Boolean(errors.height_cm))} {...register('height_cm')} />
        </Field>
        <Field label={t('catalogue.ordering')} error={errorText(errors.ordering)}>
          <input type="number" className={input(Boolean(errors.ordering))} {...register('ordering')} />
        </Field>
        <Field label={t('catalogue.genre')}>
          <select className={input(false)} {...register('genre')}>
            {Object.entries(GENRES).map(([id, key]) => (
              <option key={id} value={id}>
                {g(`genres.${key}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('catalogue.technic')}>
          <select className={input(false)} {...register('technic')}>
            {Object.entries(TECHNICS).map(([id, key]) => (
              <option key={id} value={id}>
                {g(`technics.${key}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('catalogue.frame')}>
          <select className={input(false)} {...register('frame')}>
            {FRAMES.map((f) => (
              <option key={f} value={f}>
                {g(`frames.${f}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('catalogue.orientation')}>
          <select className={input(false)} {...register('orientation')}>
            {ORIENTATIONS.map((o) => (
              <option key={o} value={o}>
                {g(`orientations.${o}`)}
              </option>
            ))}
          </select>
        </Field>
        {mode === 'create' && (
          <Field label={t('catalogue.price')} error={errorText(errors.price)}>
            <input inputMode="decimal" className={input(Boolean(errors.price))} {...register('price')} />
          </Field>
        )}
        <Field label={t('catalogue.estimated_value')} error={errorText(errors.estimated_value)}>
          <input
            inputMode="decimal"
            className={input(Boolean(errors.estimated_value))}
            {...register('estimated_value')}
          />
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink-900">{t('catalogue.eras')}</legend>
        <Controller
          control={control}
          name="eras"
          render={({ field }) => (
            <div className="mt-2 flex flex-wrap gap-2">
              {Object.entries(ERAS).map(([id, key]) => {
                const value = Number(id);
                const on = (field.value as number[]).includes(value);
                return (
                  <label
                    key={id}
                    className={clsx(
                      'cursor-pointer rounded-full border px-3 py-1 text-sm',
                      chipFocus,
                      on ? 'border-ink-900 bg-ink-900 text-white' : 'border-ink-900/15',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={on}
                      onChange={() =>
                        field.onChange(
                          on
                            ? (field.value as number[]).filter((v) => v !== value)
                            : [...(field.value as number[]), value],
                        )
                      }
                    />
                    {g(`eras.${key}`)}
                  </label>
                );
              })}
            </div>
          )}
        />
        {errors.eras && <p className="mt-1 text-sm text-down">{errorText(errors.eras)}</p>}
      </fieldset>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <Field
            label={t(mode === 'create' ? 'catalogue.image' : 'catalogue.replace_image')}
            error={errorText(errors.image)}
          >
            <input
              type="file"
              accept="image/jpeg,image/png"
              data-testid="painting-image"
              className="block text-sm"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                const reader = new FileReader();
                reader.onload = () => field.onChange(String(reader.result));
                reader.readAsDataURL(file);
              }}
            />
            {((field.value as string | null | undefined) || currentImage) && (
              <img
                src={(field.value as string | null | undefined) || currentImage}
                alt=""
                className="mt-2 h-32 rounded-lg object-cover"
              />
            )}
          </Field>
        )}
      />
      {mode === 'edit' && (
        <>
          <Steps kind="histories" control={control} register={register} errors={errors} />
          <Steps kind="attributions" control={control} register={register} errors={errors} />
        </>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

type FormControl = ReturnType<typeof useForm<PaintingValues, unknown, PaintingOutput>>;

/** A painting's history or attribution steps: added, removed and written in both languages. */
function Steps({
  kind,
  control,
  register,
  errors,
}: {
  kind: 'histories' | 'attributions';
  control: FormControl['control'];
  register: FormControl['register'];
  errors: FormControl['formState']['errors'];
}) {
  const { t } = useTranslation('admin');
  const steps = useFieldArray({ control, name: kind });
  const stepErrors = errors[kind];
  return (
    <fieldset className="rounded-2xl border border-ink-900/10 p-4">
      <legend className="px-1 text-sm font-medium text-ink-900">{t(`catalogue.${kind}`)}</legend>
      {steps.fields.length === 0 && <p className="text-sm text-ink-500">{t('catalogue.steps_none')}</p>}
      <ol className="space-y-4">
        {steps.fields.map((step, index) => (
          <li key={step.id} className="space-y-3 border-b border-ink-900/5 pb-4 last:border-0">
            <div className="flex items-end gap-3">
              {kind === 'histories' ? (
                <Field
                  label={t('catalogue.year')}
                  error={errorText(
                    stepErrors?.[index] && 'year' in stepErrors[index]! ? stepErrors[index]!.year : undefined,
                  )}
                >
                  <input
                    type="number"
                    className={clsx(inputClass(false), 'w-32')}
                    {...register(`histories.${index}.year`, { setValueAs: (v) => (v === '' ? null : v) })}
                  />
                </Field>
              ) : (
                <Field
                  label={t('catalogue.date')}
                  error={errorText(
                    stepErrors?.[index] && 'date' in stepErrors[index]! ? stepErrors[index]!.date : undefined,
                  )}
                >
                  <input
                    type="date"
                    className={clsx(inputClass(false), 'w-44')}
                    {...register(`attributions.${index}.date`, { setValueAs: (v) => (v === '' ? null : v) })}
                  />
                </Field>
              )}
              <Button type="button" size="sm" variant="secondary" onClick={() => steps.remove(index)}>
                {t('catalogue.step_remove')}
              </Button>
            </div>
            {(['title', 'description'] as const).map((part) => (
              <div key={part} className="grid gap-3 md:grid-cols-2">
                {(['en', 'ru'] as const).map((lang) => (
                  <Field
                    key={lang}
                    label={`${t(`catalogue.step_${part}`)} (${lang.toUpperCase()})`}
                    error={errorText(stepErrors?.[index]?.[part]?.[lang])}
                  >
                    {part === 'title' ? (
                      <input className={inputClass(false)} {...register(`${kind}.${index}.${part}.${lang}`)} />
                    ) : (
                      <textarea
                        rows={2}
                        className={clsx(inputClass(false), 'h-auto py-2')}
                        {...register(`${kind}.${index}.${part}.${lang}`)}
                      />
                    )}
                  </Field>
                ))}
              </div>
            ))}
          </li>
        ))}
      </ol>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={() =>
          steps.append(
            kind === 'histories'
              ? { year: null, title: { en: '', ru: '' }, description: { en: '', ru: '' } }
              : { date: null, title: { en: '', ru: '' }, description: { en: '', ru: '' } },
            { shouldFocus: false },
          )
        }
      >
        {t('catalogue.step_add')}
      </Button>
    </fieldset>
  );
}
