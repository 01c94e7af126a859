import { useTranslation } from 'react-i18next';
import { MIN_AGE, TOKENS_PER_PAINTING } from '@pinacoteca/contracts/constants';
import { PAYMENT_CURRENCIES } from '@pinacoteca/contracts/enums';
import { useFeatureFlag } from '../../../shared/api/feature-flags.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity } from '../../../shared/lib/format.ts';
import { Container } from '../../../shared/ui/page.tsx';
import { CheckIcon } from './icons.tsx';
import { SectionHeading } from './section-heading.tsx';

export function Capabilities() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const swap = useFeatureFlag('swap');
  const deposit = useFeatureFlag('deposit');
  const withdraw = useFeatureFlag('withdraw');

  // Swapping and moving tokens on chain are switched on by the server; promise only what is on.
  const cards = [
    {
      key: 'what',
      question: t('capabilities.cards.what.question'),
      items: [
        t('capabilities.cards.what.items.buy'),
        t('capabilities.cards.what.items.hold'),
        ...(swap ? [t('capabilities.cards.what.items.swap')] : []),
        ...(deposit && withdraw ? [t('capabilities.cards.what.items.transfer')] : []),
        t('capabilities.cards.what.items.whole'),
        t('capabilities.cards.what.items.referral'),
      ],
    },
    {
      key: 'how',
      question: t('capabilities.cards.how.question'),
      items: [
        t('capabilities.cards.how.items.split', { count: formatQuantity(TOKENS_PER_PAINTING, language) }),
        t('capabilities.cards.how.items.index'),
        t('capabilities.cards.how.items.pay', { currencies: PAYMENT_CURRENCIES.join(', ') }),
        t('capabilities.cards.how.items.public'),
      ],
    },
    {
      key: 'who',
      question: t('capabilities.cards.who.question'),
      items: [
        t('capabilities.cards.who.items.age', { age: MIN_AGE }),
        t('capabilities.cards.who.items.kyc'),
        t('capabilities.cards.who.items.collectors'),
        t('capabilities.cards.who.items.visitors'),
      ],
    },
  ];

  return (
    <section id="capabilities" aria-labelledby="capabilities-title" className="bg-paper-100 py-20 lg:py-28">
      <Container>
        <SectionHeading id="capabilities-title" eyebrow={t('capabilities.eyebrow')} title={t('capabilities.title')} />
        <div className="mt-12 grid gap-5 lg:mt-16 lg:grid-cols-3 lg:gap-8">
          {cards.map((card) => (
            <article
              key={card.key}
              className="relative overflow-hidden rounded-2xl bg-white p-7 shadow-sm ring-1 ring-ink-900/5 lg:p-8"
            >
              <span
                aria-hidden="true"
                className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-gold-500 via-gold-400 to-transparent"
              />
              <h3 className="font-display text-2xl text-ink-900">{card.question}</h3>
              <ul className="mt-6 space-y-4">
                {card.items.map((item) => (
                  <li key={item} className="flex gap-3 leading-relaxed text-ink-700">
                    <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-gold-600" strokeWidth={2} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
