import clsx from 'clsx';
import { useEffect, useMemo, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { z } from 'zod';
import {
  ACCOUNT_RESTORE_DAYS,
  CHARGE_TTL_SECONDS,
  DISPUTE_NEGOTIATION_DAYS,
  MIN_AGE,
  TOKENS_PER_PAINTING,
} from '@pinacoteca/contracts/constants';
import { PAYMENT_CURRENCIES } from '@pinacoteca/contracts/enums';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDate, formatQuantity } from '../../../shared/lib/format.ts';
import { Container, useDocumentTitle } from '../../../shared/ui/page.tsx';

export type LegalDocumentId = 'privacy' | 'terms' | 'cookies';

/** When each document was last revised: change a date with the document's text. */
const LAST_UPDATED: Record<LegalDocumentId, string> = {
  terms: '2026-11-23',
  privacy: '2026-11-23',
  cookies: '2026-11-01',
};

const DOCUMENTS: readonly { id: LegalDocumentId; path: string }[] = [
  { id: 'terms', path: '/terms-of-use' },
  { id: 'privacy', path: '/privacy-policy' },
  { id: 'cookies', path: '/cookies-policy' },
];

/**
 * Shape of a document in the `legal` namespace. The texts are parsed rather than cast so that a
 * translator's slip (a missing id, a list written as a string) fails loudly in development
 * instead of rendering half a policy.
 */
const Block = z.union([z.string(), z.object({ list: z.array(z.string()) }), z.object({ slot: z.string() })]);
const Section = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), title: z.string(), body: z.array(Block) });
const DocumentTexts = z.object({ summary: z.array(z.string()), sections: z.array(Section) });

const linkClass = 'text-ink-900 underline decoration-gold-500 decoration-1 underline-offset-4 hover:decoration-2';

/** Tags the texts may use, e.g. "<contact>support form</contact>". */
const inlineComponents: Record<string, ReactElement> = {
  strong: <strong className="font-semibold text-ink-900" />,
  contact: <Link to="/support/contact-us" className={linkClass} />,
  faq: <Link to="/support/faq" className={linkClass} />,
  privacy: <Link to="/privacy-policy" className={linkClass} />,
  terms: <Link to="/terms-of-use" className={linkClass} />,
  cookies: <Link to="/cookies-policy" className={linkClass} />,
};

/**
 * Scrolls to a section without going through the router: the layout's hash scrolling uses the
 * landing page's 40 px offset, while sections here carry their own scroll margin below the
 * sticky header. The hash is still written so the address can be shared.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
  // Moves keyboard and screen-reader focus along with the view.
  target.querySelector('h2')?.focus({ preventScroll: true });
}

/** The section being read: the first one crossing a band just below the sticky header. */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const order = key.split(' ');
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = order.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: '-80px 0px -65% 0px' },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}

interface LegalDocumentProps {
  id: LegalDocumentId;
  /** Content for `{ "slot": name }` blocks, such as the storage table of the cookie policy. */
  slots?: Record<string, ReactNode>;
}

/** One policy page: heading, date, table of contents and numbered sections, from the `legal` texts. */
export function LegalDocument({ id, slots = {} }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const title = t(`titles.${id}`);
  useDocumentTitle(title);

  const texts = useMemo(() => DocumentTexts.parse(t(id, { returnObjects: true })), [t, id]);
  // Figures come from the shared constants so the documents can never disagree with the product.
  const values = useMemo(
    () => ({
      minAge: MIN_AGE,
      disputeDays: DISPUTE_NEGOTIATION_DAYS,
      restoreDays: ACCOUNT_RESTORE_DAYS,
      chargeMinutes: CHARGE_TTL_SECONDS / 60,
      tokensPerPainting: formatQuantity(TOKENS_PER_PAINTING, language),
      currencies: PAYMENT_CURRENCIES.join(', '),
    }),
    [language],
  );
  const active = useActiveSection(useMemo(() => texts.sections.map((section) => section.id), [texts]));
  const text = (key: string) => <Trans t={t} i18nKey={key} values={values} components={inlineComponents} />;

  const contents = (
    <ol className="space-y-1.5 text-sm">
      {texts.sections.map((section, index) => (
        <li key={section.id} className="flex gap-2">
          <span
            className={clsx(
              'w-6 shrink-0 text-right tabular-nums',
              active === section.id ? 'text-gold-600' : 'text-ink-300',
            )}
          >
            {index + 1}.
          </span>
          <a
            href={`#${section.id}`}
            onClick={(event) => jumpTo(event, section.id)}
            aria-current={active === section.id ? 'location' : undefined}
            className={clsx(
              'hover:text-ink-900 hover:underline',
              active === section.id ? 'font-medium text-ink-900' : 'text-ink-600',
            )}
          >
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <Container className="pb-24">
      <nav aria-label={t('documents')} className="pt-8 sm:pt-12">
        <ul className="flex flex-wrap gap-2">
          {DOCUMENTS.map((doc) => (
            <li key={doc.id}>
              <NavLink
                to={doc.path}
                className={({ isActive }) =>
                  clsx(
                    'inline-flex h-9 items-center rounded-full border px-4 text-sm transition-colors',
                    isActive
                      ? 'border-ink-900 bg-ink-900 text-paper-50'
                      : 'border-ink-900/15 text-ink-600 hover:border-ink-900/40 hover:text-ink-900',
                  )
                }
              >
                {t(`titles.${doc.id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <aside className="hidden lg:block">
          <nav aria-labelledby="legal-contents" className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pb-6">
            <h2 id="legal-contents" className="mb-4 text-xs font-semibold uppercase tracking-[0.18em] text-gold-600">
              {t('contents')}
            </h2>
            {contents}
          </nav>
        </aside>

        <article className="max-w-[70ch]">
          <header className="border-b border-ink-900/10 pb-8">
            <h1 className="font-display text-3xl leading-tight text-ink-900 sm:text-5xl">{title}</h1>
            <p className="mt-4 text-sm text-ink-500">
              <time dateTime={LAST_UPDATED[id]}>
                {t('last_updated', { date: formatDate(LAST_UPDATED[id], language, 'long') })}
              </time>
            </p>
            <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-700 sm:text-lg">
              {texts.summary.map((_, index) => (
                <p key={index}>{text(`${id}.summary.${index}`)}</p>
              ))}
            </div>
          </header>

          <details className="group mt-8 rounded-2xl border border-ink-900/10 bg-white/60 lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 text-sm font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              {t('contents')}
              <svg
                width="16"
                height="16"
                viewBox="0 0 16 16"
                aria-hidden="true"
                className="text-ink-500 transition-transform group-open:rotate-180"
              >
                <path
                  d="M4 6l4 4 4-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </summary>
            <nav aria-label={t('contents')} className="border-t border-ink-900/10 px-5 py-4">
              {contents}
            </nav>
          </details>

          {texts.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-16 pt-10"
            >
              <h2
                id={`${section.id}-title`}
                tabIndex={-1}
                className="flex gap-3 font-display text-2xl leading-snug text-ink-900 outline-none"
              >
                <span className="font-sans text-base leading-[2.1rem] tabular-nums text-gold-600">{index + 1}.</span>
                <span>{section.title}</span>
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-ink-700">
                {section.body.map((block, blockIndex) => {
                  const key = `${id}.sections.${index}.body.${blockIndex}`;
                  if (typeof block === 'string') return <p key={blockIndex}>{text(key)}</p>;
                  if ('list' in block)
                    return (
                      <ul key={blockIndex} className="space-y-2.5 pl-5">
                        {block.list.map((_, itemIndex) => (
                          <li
                            key={itemIndex}
                            className="relative before:absolute before:-left-4 before:top-[0.7em] before:h-1.5 before:w-1.5 before:rounded-full before:bg-gold-500"
                          >
                            {text(`${key}.list.${itemIndex}`)}
                          </li>
                        ))}
                      </ul>
                    );
                  return <div key={blockIndex}>{slots[block.slot]}</div>;
                })}
              </div>
            </section>
          ))}

          <footer className="mt-14 flex flex-col gap-4 border-t border-ink-900/10 pt-8 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between">
            <p>{text('questions')}</p>
            <a
              href="#main"
              onClick={(event) => {
                event.preventDefault();
                window.scrollTo({ top: 0, behavior: 'smooth' });
                window.history.replaceState(window.history.state, '', window.location.pathname);
              }}
              className="shrink-0 text-ink-500 hover:text-ink-900"
            >
              ↑ {t('back_to_top')}
            </a>
          </footer>
        </article>
      </div>
    </Container>
  );
}
