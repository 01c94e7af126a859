import { useTranslation } from 'react-i18next';
import { Container } from '../../../shared/ui/page.tsx';
import { CheckIcon, FrameIcon, GrowthIcon, TokensIcon } from './icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const STEPS = [
  { key: 'choose', Icon: FrameIcon },
  { key: 'buy', Icon: TokensIcon },
  { key: 'hold', Icon: GrowthIcon },
] as const;

/** SPEC §1 marketing promises, in the order a cautious investor asks about them. */
const TRUST = ['verified', 'guarantee', 'public', 'experts', 'growth'] as const;

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section id="how_it_works" aria-labelledby="how-title" className="border-t border-ink-900/10 py-20 lg:py-28">
      <Container>
        <SectionHeading id="how-title" eyebrow={t('how.eyebrow')} title={t('how.title')} lead={t('how.lead')} />

        <ol className="mt-12 grid gap-5 lg:mt-16 lg:grid-cols-3 lg:gap-8">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="relative flex flex-col rounded-2xl border border-ink-900/10 bg-white p-7 lg:p-8">
              <div className="flex items-center justify-between">
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gold-100 text-gold-600">
                  <Icon className="h-6 w-6" />
                </span>
                <span aria-hidden="true" className="font-display text-5xl leading-none text-ink-500">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <p className="mt-6 text-xs font-semibold uppercase tracking-[0.18em] text-ink-500">
                {t('how.step', { n: index + 1 })}
              </p>
              <h3 className="mt-2 font-display text-2xl text-ink-900">{t(`how.steps.${key}.title`)}</h3>
              <p className="mt-3 leading-relaxed text-ink-600">{t(`how.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>

        <div className="mt-8 overflow-hidden rounded-2xl bg-ink-900 px-7 py-9 text-paper-50 lg:mt-10 lg:grid lg:grid-cols-[1fr_2fr] lg:gap-12 lg:px-12 lg:py-12">
          <h3 className="font-display text-2xl text-paper-50 lg:text-3xl">{t('how.trust_title')}</h3>
          <ul className="mt-6 grid gap-x-10 gap-y-5 sm:grid-cols-2 lg:mt-0">
            {TRUST.map((key) => (
              <li key={key} className="flex gap-3">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full border border-gold-500/60 text-gold-400">
                  <CheckIcon className="h-3.5 w-3.5" strokeWidth={2} />
                </span>
                <span className="leading-relaxed text-paper-100">{t(`how.trust.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
