import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useParams } from 'react-router';
import { SetPriceRequest } from '@pinacoteca/contracts/admin/catalogue';
import { formatCents, parseUsd } from '@pinacoteca/contracts/money';
import { useTokens } from '../../../shared/api/catalogue.ts';
import { ApiError, api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { formatUsd } from '../../../shared/lib/format.ts';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useAnnounce } from '../components/announcer.tsx';
import { BackTo, cell, InlineConfirm, Panel, SectionTitle, Table } from '../components/ui.tsx';
import { EMPTY_PAINTING, PaintingForm, type PaintingOutput } from './painting-form.tsx';

const catalogue = () => import('@pinacoteca/contracts/admin/catalogue');

/** /admin/catalogue: the paintings with their prices, a new painting, editing one, and authors. */
export function CataloguePage() {
  return (
    <Routes>
      <Route index element={<Overview />} />
      <Route path="new" element={<NewPainting />} />
      <Route path=":id" element={<EditPainting />} />
    </Routes>
  );
}

function Overview() {
  const { t } = useTranslation('admin');
  return (
    <>
      <SectionTitle
        title={t('nav.catalogue')}
        aside={<ButtonLink to="/admin/catalogue/new">{t('catalogue.new')}</ButtonLink>}
      />
      <div className="grid grid-cols-1 gap-8 2xl:grid-cols-[minmax(0,1fr)_24rem]">
        <Prices />
        <NewAuthor />
      </div>
    </>
  );
}

function Back() {
  const { t } = useTranslation('admin');
  return <BackTo to="/admin/catalogue" label={t('nav.catalogue')} />;
}

function NewPainting() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const announce = useAnnounce();
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const publish = async (values: PaintingOutput) => {
    const { createPainting } = await catalogue();
    // The form asks for a price and a picture for a new painting; without them the server says so.
    const body = { ...values, price: values.price ?? '', image: values.image ?? '' };
    const result = await api.call(createPainting, { body });
    setCreated({ id: result.id, name: values.name.en });
    // The notice is drawn with the answer, which a screen reader does not read out: said here too.
    announce(t('catalogue.published', { name: values.name.en }));
    void client.invalidateQueries();
  };
  return (
    <>
      <Back />
      <Panel className="p-6">
        <h1 className="font-display text-2xl text-ink-900">{t('catalogue.new')}</h1>
        {created && (
          <FormNotice tone="info">
            {t('catalogue.published', { name: created.name })}{' '}
            <Link to={`/gallery/${created.id}`} className="underline">
              {t('catalogue.open')}
            </Link>{' '}
            ·{' '}
            <Link to={`/admin/catalogue/${created.id}`} className="underline">
              {t('catalogue.edit')}
            </Link>
          </FormNotice>
        )}
        <PaintingForm mode="create" defaults={EMPTY_PAINTING} submitLabel={t('catalogue.publish')} onSubmit={publish} />
      </Panel>
    </>
  );
}

function EditPainting() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const client = useQueryClient();
  const announce = useAnnounce();
  const [saved, setSaved] = useState(false);
  // Someone else saved the painting after this copy was loaded (409, decision 0083): the form
  // keeps what was typed, so it can be copied, until the operator loads the painting as it is now.
  const [stale, setStale] = useState<{ error: ApiError; at: number } | null>(null);
  const staleNotice = useRef<HTMLParagraphElement>(null);
  // Reloaded, the notice and its button go: the focus goes to the painting's title, above the form
  // drawn afresh (a keyboard tester's fell to the page's body).
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The Save button is at the foot of a long form: the notice above it is brought into view.
    if (stale) staleNotice.current?.focus();
  }, [stale]);
  const painting = useQuery({
    queryKey: ['admin', 'painting', id],
    queryFn: async ({ signal }) => api.call((await catalogue()).getEditablePainting, { params: { id }, signal }),
    staleTime: Infinity,
  });
  if (painting.isPending) return <Spinner />;
  if (painting.isError) return <ErrorState onRetry={() => void painting.refetch()} />;
  const { values, main_image, symbol } = painting.data;
  const save = async (edited: PaintingOutput) => {
    setSaved(false);
    const { updatePainting } = await catalogue();
    const { price: _price, ...body } = edited;
    let result;
    try {
      result = await api.call(updatePainting, { params: { id }, body });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      setStale({ error, at: Date.now() });
      return;
    }
    // The answer carries the new version: the form is drawn again from it.
    client.setQueryData(['admin', 'painting', id], result);
    setSaved(true);
    announce(t('catalogue.saved'));
    void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'admin' });
  };
  const reload = async () => {
    await painting.refetch();
    setStale(null);
    title.current?.focus();
  };
  return (
    <>
      <Back />
      <Panel className="p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1
            ref={title}
            tabIndex={-1}
            className={clsx('font-display text-2xl text-ink-900 focus:outline-none', typedText)}
          >
            {values.name[language]}
          </h1>
          <span className="text-sm text-ink-500">
            {symbol} ·{' '}
            <Link to={`/gallery/${id}`} className="underline">
              {t('catalogue.open')}
            </Link>
          </span>
        </div>
        {saved && <FormNotice tone="info">{t('catalogue.saved')}</FormNotice>}
        {stale && (
          <div className="mt-4 space-y-3" data-testid="painting-stale">
            <FormNotice ref={staleNotice}>{generalErrorText(stale.error)}</FormNotice>
            <p className="text-sm text-ink-600">{t('catalogue.stale_kept')}</p>
            <Button variant="secondary" size="sm" disabled={painting.isFetching} onClick={() => void reload()}>
              {t('catalogue.reload')}
            </Button>
          </div>
        )}
        <PaintingForm
          key={painting.dataUpdatedAt}
          mode="edit"
          defaults={{
            ...values,
            author_id: values.author_id ?? '',
            sale_id: values.sale_id ?? '',
            image: '',
          }}
          currentImage={main_image}
          submitLabel={t('catalogue.save_painting')}
          onSubmit={save}
        />
      </Panel>
    </>
  );
}

function NewAuthor() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [name, setName] = useState({ en: '', ru: '' });
  const [years, setYears] = useState('');
  const announce = useAnnounce();
  const add = useMutation({
    mutationFn: async () =>
      api.call((await catalogue()).createAuthor, {
        body: {
          name,
          life_years: years,
        },
      }),
    onSuccess: () => {
      setName({ en: '', ru: '' });
      setYears('');
      announce(t('catalogue.author_added'));
      void client.invalidateQueries({ queryKey: ['authors'] });
    },
  });
  const field = 'h-10 w-full rounded-xl border border-ink-900/15 bg-white px-3 text-sm';
  return (
    <Panel>
      <h2 className="mb-3 font-display text-2xl text-ink-900">{t('catalogue.new_author')}</h2>
      {add.isError && <FormNotice>{generalErrorText(add.error)}</FormNotice>}
      {add.isSuccess && <FormNotice tone="info">{t('catalogue.author_added')}</FormNotice>}
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.en.trim() && name.ru.trim()) add.mutate();
        }}
      >
        {(['en', 'ru'] as const).map((lang) => (
          <label key={lang} className="block text-sm">
            <span className="mb-1 block font-medium text-ink-900">
              {t('catalogue.author_name')} ({lang.toUpperCase()})
            </span>
            <input
              className={field}
              value={name[lang]}
              maxLength={200}
              onChange={(e) => setName({ ...name, [lang]: e.target.value })}
            />
          </label>
        ))}
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-ink-900">{t('catalogue.life_years')}</span>
          <input className={field} value={years} maxLength={40} onChange={(e) => setYears(e.target.value)} />
        </label>
        <Button type="submit" disabled={!name.en.trim() || !name.ru.trim() || add.isPending}>
          {t('catalogue.add_author')}
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
            <td className={clsx(cell, typedText)}>
              {token.painting_id ? (
                <Link to={`/admin/catalogue/${token.painting_id}`} className="underline underline-offset-4">
                  {token.name}
                </Link>
              ) : (
                token.name
              )}
            </td>
            <td className={clsx(cell, 'tabular-nums')}>{formatUsd(token.current_price, language, { cents: true })}</td>
            <td className={cell}>
              {token.painting_id && (
                <PriceForm paintingId={token.painting_id} name={token.name} current={token.current_price} />
              )}
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

/**
 * A painting's new price, asked first with the change it makes: a price is what buyers pay and
 * what the money-back sale pays every holder, and one keystroke set $85.00 to $1.50 at once (an
 * outside tester). The question names the painting, both prices and the change in percent.
 */
function PriceForm({ paintingId, name, current }: { paintingId: string; name: string; current: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const client = useQueryClient();
  const [price, setPrice] = useState('');
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: async () =>
      api.call((await catalogue()).setPaintingPrice, { params: { id: paintingId }, body: { price } }),
    onSuccess: () => {
      setPrice('');
      setAsking(false);
      setSaved(true);
      void client.invalidateQueries();
    },
    onError: () => setAsking(false),
  });
  // Read by the rule the server applies (a decimal comma too; "1,000" is refused, not read as 1):
  // only a price it would take is asked about, the rest is sent to be refused on the field.
  const parsed = SetPriceRequest.shape.price.safeParse(price);
  const typedCents = parsed.success ? parseUsd(parsed.data) : null;
  const currentCents = parseUsd(current);
  const change =
    typedCents !== null && typedCents > 0n && currentCents > 0n
      ? Math.round((Number(typedCents - currentCents) / Number(currentCents)) * 100)
      : null;
  const errorId = `price-error-${paintingId}`;
  const error = save.isError
    ? save.error instanceof ApiError
      ? (save.error.fieldErrors.price ?? generalErrorText(save.error))
      : generalErrorText(save.error)
    : undefined;
  return (
    <form
      className="flex flex-col items-end gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        // A price the server would refuse is sent at once, to be refused on the field.
        if (price.trim()) {
          if (change === null) save.mutate();
          else setAsking(true);
        }
      }}
    >
      <div className="flex justify-end gap-2">
        <input
          aria-label={t('catalogue.new_price_of', { name })}
          placeholder={t('catalogue.new_price')}
          inputMode="decimal"
          value={price}
          onChange={(e) => {
            setPrice(e.target.value);
            setAsking(false);
            setSaved(false);
            save.reset();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx('h-8 w-24 rounded-lg border px-2 text-sm', error ? 'border-down' : 'border-ink-900/15')}
        />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          aria-label={t('catalogue.save_price_of', { name })}
          disabled={!price.trim() || save.isPending || asking}
        >
          {t('catalogue.save')}
        </Button>
      </div>
      {asking && change !== null && (
        <InlineConfirm
          question={t('catalogue.price_confirm', {
            name,
            from: formatUsd(current, language, { cents: true }),
            to: formatUsd(formatCents(typedCents!), language, { cents: true }),
            change: `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change)}`,
          })}
          confirmLabel={t('catalogue.price_set')}
          backLabel={t('flags.back')}
          pending={save.isPending}
          onConfirm={() => save.mutate()}
          onBack={() => setAsking(false)}
        />
      )}
      <p role="status" className="text-right text-xs text-ink-500">
        {saved ? t('catalogue.price_saved') : ''}
      </p>
      {/* The refusal is read under the field, on a phone too (not only in a hover tooltip). */}
      {error && (
        <p id={errorId} role="alert" className="max-w-xs text-right text-xs text-down">
          {error}
        </p>
      )}
    </form>
  );
}
