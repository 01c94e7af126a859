import clsx from 'clsx';
import { Suspense, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsAuthenticated } from '../../../shared/session/session.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Container } from '../../../shared/ui/page.tsx';
import { ArrowIcon } from './icons.tsx';
import { SectionHeading } from './section-heading.tsx';
import { lazyPart } from '../../../shared/lib/lazy-part.ts';

/*
 * The slides' live figures sit below the fold and read the catalogue anyway: their code loads with
 * that data instead of with the first page (ARCHITECTURE §5 budget for the landing).
 */
const visuals = () => import('./slide-visuals.tsx');
const WalletVisual = lazyPart(() => visuals().then((m) => ({ default: m.WalletVisual })));
const GalleryVisual = lazyPart(() => visuals().then((m) => ({ default: m.GalleryVisual })));
const TokensVisual = lazyPart(() => visuals().then((m) => ({ default: m.TokensVisual })));

/** A horizontal swipe shorter than this is taken for a tap or a wobble of the thumb. */
const SWIPE_MIN_PX = 48;

export function AboutSlider() {
  const { t } = useTranslation('landing');
  const authenticated = useIsAuthenticated();
  const [current, setCurrent] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  // SPEC §2: Wallet and Tokens need an account; visitors are sent to sign in.
  const slides = [
    { key: 'wallet', to: authenticated ? '/wallet' : '/auth', Visual: WalletVisual },
    { key: 'gallery', to: '/gallery', Visual: GalleryVisual },
    { key: 'tokens', to: authenticated ? '/tokens' : '/auth', Visual: TokensVisual },
  ] as const;
  const total = slides.length;
  const go = (index: number) => setCurrent((index + total) % total);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(total - 1);
    else return;
    event.preventDefault();
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // Only a mostly horizontal gesture turns the slide, so scrolling the page still works.
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    go(current + (dx < 0 ? 1 : -1));
  };

  return (
    <section id="about_project" aria-labelledby="about-title" className="bg-paper-100 py-20 lg:py-28">
      <Container>
        <SectionHeading id="about-title" eyebrow={t('about.eyebrow')} title={t('about.title')} />

        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={t('about.carousel')}
          onKeyDown={onKeyDown}
          className="mt-10 lg:mt-14"
        >
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="flex gap-1 sm:gap-2">
              {slides.map((slide, index) => (
                <button
                  key={slide.key}
                  type="button"
                  aria-current={index === current ? 'true' : undefined}
                  // The name starts with what the button shows (its title), as speech input expects.
                  aria-label={t('about.go_to', { n: index + 1, title: t(`about.slides.${slide.key}.title`) })}
                  onClick={() => go(index)}
                  className={clsx(
                    'group flex items-center gap-2 rounded-full text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500',
                    'h-11 min-w-6 justify-center px-1 sm:h-auto sm:min-w-0 sm:border sm:px-4 sm:py-2',
                    index === current
                      ? 'sm:border-ink-900 sm:bg-ink-900 sm:text-paper-50'
                      : 'text-ink-600 sm:border-ink-900/15 sm:hover:border-ink-900/40',
                  )}
                >
                  {/* On phones the dot is the control; from tablets up it carries the slide's name. */}
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'block h-2.5 rounded-full transition-all sm:hidden',
                      index === current ? 'w-8 bg-ink-900' : 'w-2.5 bg-ink-900/25',
                    )}
                  />
                  {/* The number is drawn by CSS, so the button's text (and name) is the slide's title. */}
                  <span
                    aria-hidden="true"
                    data-number={String(index + 1).padStart(2, '0')}
                    className="hidden tabular-nums before:content-[attr(data-number)] sm:inline"
                  />
                  <span aria-hidden="true" className="hidden sm:inline">
                    {t(`about.slides.${slide.key}.title`)}
                  </span>
                </button>
              ))}
            </div>
            <div className="flex gap-2">
              <SlideButton label={t('about.previous')} direction="left" onClick={() => go(current - 1)} />
              <SlideButton label={t('about.next')} direction="right" onClick={() => go(current + 1)} />
            </div>
          </div>

          <div
            className="mt-6 overflow-hidden rounded-3xl"
            style={{ touchAction: 'pan-y' }}
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <div
              aria-live="polite"
              className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
              style={{ transform: `translateX(-${current * 100}%)` }}
            >
              {slides.map(({ key, to, Visual }, index) => (
                <div
                  key={key}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('about.slide_label', { n: index + 1, total })}
                  // Hidden slides stay laid out for the sliding motion, but out of reach of focus and readers.
                  inert={index !== current}
                  aria-hidden={index !== current}
                  className="grid w-full shrink-0 grid-cols-[minmax(0,1fr)] content-center gap-8 bg-white p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center lg:gap-14 lg:p-14"
                >
                  <div>
                    <p className="text-sm tabular-nums text-gold-600">
                      {String(index + 1).padStart(2, '0')} / {String(total).padStart(2, '0')}
                    </p>
                    <h3 className="mt-3 font-display text-3xl text-ink-900 sm:text-4xl">
                      {t(`about.slides.${key}.title`)}
                    </h3>
                    <p className="mt-4 max-w-md text-pretty leading-relaxed text-ink-600 sm:text-lg">
                      {t(`about.slides.${key}.text`)}
                    </p>
                    <ButtonLink to={to} className="mt-8">
                      {t(`about.slides.${key}.link`)}
                      <ArrowIcon className="h-4 w-4" />
                    </ButtonLink>
                  </div>
                  <Suspense fallback={<div aria-hidden="true" className="min-h-72 rounded-2xl bg-paper-100" />}>
                    <Visual />
                  </Suspense>
                </div>
              ))}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}

function SlideButton({
  label,
  direction,
  onClick,
}: {
  label: string;
  direction: 'left' | 'right';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex h-11 w-11 items-center justify-center rounded-full border border-ink-900/15 bg-white text-ink-900 transition-colors hover:border-ink-900/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
    >
      <ArrowIcon direction={direction} className="h-5 w-5" />
    </button>
  );
}
