import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CreatePaintingRequest } from '@pinacoteca/contracts/admin/catalogue';
import { ERAS, FRAMES, GENRES, ORIENTATIONS, TECHNICS } from '@pinacoteca/contracts/enums';
import { useAuthors, useTokens } from '../../../shared/api/catalogue.ts';
import { ApiError, api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { attachFieldErrors, errorText, generalErrorText } from '../../../shared/lib/form-errors.ts';
import { formatUsd } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/fields.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { cell, Panel, SectionTitle, Table } from '../components/ui.tsx';

type Values = z.input<typeof CreatePaintingRequest>;
type Output = z.output<typeof CreatePaintingRequest>;

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
  'eras',
  'sale_id',
  'price',
  'estimated_value',
  'image',
] as const;

const catalogue = () => import('@pinacoteca/contracts/admin/catalogue');

/** /admin/catalogue: publish paintings and set their prices. */
export function CataloguePage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <SectionTitle title={t('nav.catalogue')} />
      <div className="grid gap-8 2xl:grid-cols-[minmax(0,1fr)_28rem]">
        <NewPainting />
        <Prices />
      </div>
    </>
  );
}

function Field({ label, error, children }: { label: string; error?: string; children: React.ReactNode }) {
  return (
    <label className="block">
      <span className="block text-sm font-medium text-ink-900">{label}</span>
      <span className="mt-1 block">{children}</span>
      {error && <span className="mt-1 block text-sm text-down">{error}</span>}
    </label>
  );
}

function NewPainting() {
  const { t } = useTranslation('admin');
  const { t: g } = useTranslation('gallery');
  const client = useQueryClient();
  const authors = useAuthors();
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const publish = useMutation({
    mutationFn: async (body: Output) =>
      api.post('/api/admin/catalogue/paintings', (await catalogue()).CreatePaintingResponse, body),
  });
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(CreatePaintingRequest),
    defaultValues: {
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
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await publish.mutateAsync({ ...values, author_id: values.author_id || null });
      setCreated({ id: result.id, name: values.name.en });
      reset();
      void client.invalidateQueries();
    } catch (error) {
      if (!(error instanceof ApiError) || !attachFieldErrors(error, FIELDS, setError))
        setFormError(generalErrorText(error));
    }
  });
  const input = (invalid: boolean, extra?: string) => clsx(inputClass(invalid), extra);

  return (
    <Panel className="p-6">
      <h2 className="font-display text-2xl text-ink-900">{t('catalogue.new')}</h2>
      {created && (
        <FormNotice tone="info">
          {t('catalogue.published', { name: created.name })}{' '}
          <Link to={`/gallery/${created.id}`} className="underline">
            {t('catalogue.open')}
          </Link>
        </FormNotice>
      )}
      {formError && <FormNotice>{formError}</FormNotice>}
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5" data-testid="painting-form">
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
          <Field label={t('catalogue.ordering')}>
            <input type="number" className={input(false)} {...register('ordering')} />
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
          <Field label={t('catalogue.price')} error={errorText(errors.price)}>
            <input inputMode="decimal" className={input(Boolean(errors.price))} {...register('price')} />
          </Field>
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
            <Field label={t('catalogue.image')} error={errorText(errors.image)}>
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
              {field.value && <img src={field.value} alt="" className="mt-2 h-32 rounded-lg object-cover" />}
            </Field>
          )}
        />
        <Button type="submit" disabled={publish.isPending}>
          {t('catalogue.publish')}
        </Button>
      </form>
    </Panel>
  );
}

function Prices() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const tokens = useTokens();
  if (tokens.isPending) return <Spinner />;
  if (tokens.isError) return <ErrorState onRetry={() => void tokens.refetch()} />;
  return (
    <div>
      <h2 className="mb-2 font-display text-2xl text-ink-900">{t('catalogue.prices')}</h2>
      <p className="mb-3 text-sm text-ink-600">{t('catalogue.prices_text')}</p>
      <Table head={[t('catalogue.token'), t('catalogue.price'), '']}>
        {tokens.data.artTokens.map((token) => (
          <tr key={token.id}>
            <td className={cell}>{token.name}</td>
            <td className={clsx(cell, 'tabular-nums')}>{formatUsd(token.current_price, language, { cents: true })}</td>
            <td className={cell}>{token.painting_id && <PriceForm paintingId={token.painting_id} />}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

function PriceForm({ paintingId }: { paintingId: string }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [price, setPrice] = useState('');
  const save = useMutation({
    mutationFn: async () =>
      api.post(`/api/admin/catalogue/paintings/${paintingId}/price`, (await catalogue()).SetPriceResponse, { price }),
    onSuccess: () => {
      setPrice('');
      void client.invalidateQueries();
    },
  });
  return (
    <form
      className="flex justify-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (price.trim()) save.mutate();
      }}
    >
      <input
        aria-label={t('catalogue.new_price')}
        placeholder={t('catalogue.new_price')}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        className={clsx('h-8 w-24 rounded-lg border px-2 text-sm', save.isError ? 'border-down' : 'border-ink-900/15')}
        title={save.isError ? generalErrorText(save.error) : undefined}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={!price.trim() || save.isPending}>
        {t('catalogue.save')}
      </Button>
    </form>
  );
}
