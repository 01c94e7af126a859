import { useTranslation } from 'react-i18next';
import { Container } from '../../../shared/ui/page.tsx';
import { SectionHeading } from './section-heading.tsx';

const GROUPS = ['owners', 'experts', 'developers'] as const;

export function Team() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="team-title" className="border-t border-ink-900/10 py-20 lg:py-28">
      <Container>
        <SectionHeading id="team-title" eyebrow={t('team.eyebrow')} title={t('team.title')} lead={t('team.lead')} />
        <ul className="mt-12 grid gap-5 lg:mt-16 lg:grid-cols-3 lg:gap-8">
          {GROUPS.map((group) => {
            const roles = t(`team.groups.${group}.roles`, { returnObjects: true }) as string[];
            return (
              <li key={group} className="flex flex-col rounded-2xl border border-ink-900/10 bg-white p-7 lg:p-8">
                {/* A monogram rather than portraits: the roles matter here, and we show no invented faces. */}
                <span
                  aria-hidden="true"
                  className="flex h-16 w-16 items-center justify-center rounded-full bg-paper-100 font-display text-3xl text-gold-600 ring-1 ring-gold-500/50 ring-offset-4 ring-offset-white"
                >
                  {t(`team.groups.${group}.monogram`)}
                </span>
                <h3 className="mt-7 font-display text-2xl text-ink-900">{t(`team.groups.${group}.title`)}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-ink-600">{t(`team.groups.${group}.text`)}</p>
                <ul className="mt-6 space-y-2.5 border-t border-ink-900/10 pt-6 text-sm text-ink-700">
                  {roles.map((role) => (
                    <li key={role} className="flex items-start gap-3">
                      <span aria-hidden="true" className="mt-2 h-px w-4 shrink-0 bg-gold-500" />
                      {role}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
