import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { historyChangePercent, isUnderAttribution } from '@pinacoteca/contracts/token-rules';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatSignedPercent, formatUsd } from '../../../shared/lib/format.ts';
import { usePaintings, useTokens } from '../../../shared/api/catalogue.ts';
import { PaintingImage } from '../../../shared/ui/painting-image.tsx';

function VisualFrame({ caption, failed, children }: { caption: string; failed: boolean; children: ReactNode }) {
  const { t } = useTranslation('landing');
  return (
    <figure className="rounded-2xl bg-paper-100 p-4 sm:p-6">
      <figcaption className="mb-4 text-xs font-semibold uppercase tracking-[0.18em] text-ink-600">{caption}</figcaption>
      {failed ? (
        <p className="rounded-xl bg-white px-5 py-10 text-center text-sm text-ink-500">{t('about.visual_error')}</p>
      ) : (
        children
      )}
    </figure>
  );
}

function Placeholder({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse bg-paper-200 ${className}`} />;
}

function Change({ token }: { token: Token }) {
  const language = useLanguage();
  const change = historyChangePercent(token.price_history);
  if (change === null) return null;
  const up = Number(change) >= 0;
  return <span className={up ? 'text-up' : 'text-down'}>{formatSignedPercent(change, language)}</span>;
}

/** The tokens a wallet can hold, with today's prices: INDEX first, then the dearest art tokens. */
export function WalletVisual() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const { data, isError } = useTokens();
  const rows = data
    ? [data.indexToken, ...data.artTokens.filter((token) => !isUnderAttribution(token)).slice(0, 3)]
    : [];
  return (
    <VisualFrame caption={t('about.slides.wallet.visual')} failed={isError && !data}>
      <ul className="divide-y divide-ink-900/10 rounded-xl bg-white px-4 shadow-sm ring-1 ring-ink-900/5">
        {data
          ? rows.map((token) => (
              <li key={token.id} className="flex items-center gap-3 py-3.5">
                <img
                  src={token.icon}
                  srcSet={`${token.icon} 1x, ${token.icon2x} 2x`}
                  width={40}
                  height={40}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-10 w-10 shrink-0 rounded-full bg-paper-200 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink-900">{token.name}</p>
                  <p className="truncate text-xs text-ink-500">{token.symbol}</p>
                </div>
                <div className="text-right">
                  <p className="whitespace-nowrap text-sm font-medium tabular-nums text-ink-900">
                    {formatUsd(token.current_price, language, { cents: true })}
                  </p>
                  <p className="text-xs tabular-nums">
                    <Change token={token} />
                  </p>
                </div>
              </li>
            ))
          : [0, 1, 2, 3].map((row) => (
              <li key={row} className="py-3.5">
                <Placeholder className="h-10 rounded-lg" />
              </li>
            ))}
      </ul>
    </VisualFrame>
  );
}

/** Four pictures from the collection, after the three the hero already shows. */
export function GalleryVisual() {
  const { t } = useTranslation('landing');
  const { data, isError } = usePaintings();
  const pictures = data ? [...data].sort((a, b) => b.ordering - a.ordering).slice(3, 7) : [];
  return (
    <VisualFrame caption={t('about.slides.gallery.visual')} failed={isError && !data}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {data
          ? pictures.map((painting) => (
              <div key={painting.id} className="bg-white p-1.5 shadow-sm ring-1 ring-ink-900/5">
                <PaintingImage
                  image={painting.main_image}
                  alt={painting.name}
                  sizes="(min-width: 1280px) 260px, (min-width: 1024px) 22vw, 45vw"
                  className="aspect-[4/3] h-auto w-full bg-paper-200 object-cover"
                />
              </div>
            ))
          : [0, 1, 2, 3].map((cell) => (
              <div key={cell} className="bg-white p-1.5 ring-1 ring-ink-900/5">
                <Placeholder className="aspect-[4/3]" />
              </div>
            ))}
      </div>
    </VisualFrame>
  );
}

const CHART_WIDTH = 400;
const CHART_HEIGHT = 160;

/** The INDEX price over the last year, drawn as a light SVG line so the landing needs no chart library. */
export function TokensVisual() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const { data, isError } = useTokens();
  const index = data?.indexToken;
  const prices = index?.price_history.map((point) => Number(point.price)) ?? [];
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || 1;
  const points = prices.map((price, i) => {
    const x = prices.length > 1 ? (i / (prices.length - 1)) * CHART_WIDTH : 0;
    const y = CHART_HEIGHT - 8 - ((price - min) / span) * (CHART_HEIGHT - 16);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });

  return (
    <VisualFrame caption={t('about.slides.tokens.visual')} failed={isError && !data}>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-ink-900/5">
        {index ? (
          <>
            <div className="flex items-baseline justify-between gap-4">
              <div className="flex items-center gap-3">
                <img
                  src={index.icon}
                  srcSet={`${index.icon} 1x, ${index.icon2x} 2x`}
                  width={32}
                  height={32}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-8 w-8 rounded-full"
                />
                <span className="font-medium text-ink-900">{index.symbol}</span>
              </div>
              <p className="text-right">
                <span className="whitespace-nowrap font-display text-2xl tabular-nums text-ink-900">
                  {formatUsd(index.current_price, language, { cents: true })}
                </span>
                <span className="ml-2 whitespace-nowrap text-sm tabular-nums">
                  <Change token={index} />
                </span>
              </p>
            </div>
            {points.length > 1 && (
              <svg
                viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
                preserveAspectRatio="none"
                className="mt-5 h-36 w-full"
                aria-hidden="true"
              >
                <defs>
                  <linearGradient id="landing-index-fill" x1="0" x2="0" y1="0" y2="1">
                    <stop offset="0%" stopColor="var(--color-gold-500)" stopOpacity="0.35" />
                    <stop offset="100%" stopColor="var(--color-gold-500)" stopOpacity="0" />
                  </linearGradient>
                </defs>
                <polygon
                  points={`0,${CHART_HEIGHT} ${points.join(' ')} ${CHART_WIDTH},${CHART_HEIGHT}`}
                  fill="url(#landing-index-fill)"
                />
                <polyline
                  points={points.join(' ')}
                  fill="none"
                  stroke="var(--color-gold-600)"
                  strokeWidth="2"
                  vectorEffect="non-scaling-stroke"
                  strokeLinejoin="round"
                />
              </svg>
            )}
          </>
        ) : (
          <Placeholder className="h-48 rounded-lg" />
        )}
      </div>
    </VisualFrame>
  );
}
