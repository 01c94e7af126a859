import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Container, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { FaqItem } from '../components/faq-item.tsx';
import { SupportText } from '../components/support-text.tsx';

/** Parsed rather than cast: a malformed translation should fail loudly, not hide an answer. */
const FaqTexts = z.array(
  z.object({ id: z.string().regex(/^[a-z0-9-]+$/), question: z.string(), answer: z.array(z.string()) }),
);

function MoreQuestions({ className }: { className?: string }) {
  const { t } = useTranslation('support');
  return (
    <aside className={className}>
      <div className="rounded-2xl bg-ink-900 p-6 text-paper-100 sm:p-8">
        <h2 className="font-display text-2xl text-paper-50">{t('faq.more_title')}</h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-300">{t('faq.more_text')}</p>
        <ButtonLink to="/support/contact-us" variant="gold" className="mt-6">
          {t('faq.more_action')}
        </ButtonLink>
      </div>
    </aside>
  );
}

export function FaqPage() {
  const { t } = useTranslation('support');
  const { hash } = useLocation();
  useDocumentTitle(t('faq.title'));
  const items = useMemo(() => FaqTexts.parse(t('faq.items', { returnObjects: true })), [t]);

  // A link to /support/faq#<question> arrives with that answer already open.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(hash ? [decodeURIComponent(hash.slice(1))] : []));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Container className="pb-24">
      <div className="pt-8 sm:pt-12 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <div className="lg:sticky lg:top-28">
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-600">{t('eyebrow')}</p>
            <h1 className="mt-3 font-display text-3xl leading-tight text-ink-900 sm:text-5xl">{t('faq.title')}</h1>
            <p className="mt-4 max-w-md text-lg leading-relaxed text-ink-600">{t('faq.subtitle')}</p>
            <MoreQuestions className="mt-10 hidden max-w-md lg:block" />
          </div>
        </div>

        <div className="mt-10 divide-y divide-ink-900/10 border-y border-ink-900/10 lg:mt-0">
          {items.map((item, index) => (
            <FaqItem
              key={item.id}
              id={item.id}
              question={item.question}
              open={open.has(item.id)}
              onToggle={() => toggle(item.id)}
            >
              {item.answer.map((_, paragraph) => (
                <p key={paragraph}>
                  <SupportText i18nKey={`faq.items.${index}.answer.${paragraph}`} />
                </p>
              ))}
            </FaqItem>
          ))}
        </div>

        <MoreQuestions className="mt-12 lg:hidden" />
      </div>
    </Container>
  );
}
