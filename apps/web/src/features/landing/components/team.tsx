import { useTranslation } from 'react-i18next';
import { Container } from '../../../shared/ui/page.tsx';
import danielOkafor from '../assets/team/daniel-okafor.webp?no-inline';
import helenaMarsh from '../assets/team/helena-marsh.webp?no-inline';
import irinaVolkova from '../assets/team/irina-volkova.webp?no-inline';
import meiLin from '../assets/team/mei-lin.webp?no-inline';
import tomasRibeiro from '../assets/team/tomas-ribeiro.webp?no-inline';
import viktorAndersen from '../assets/team/viktor-andersen.webp?no-inline';
import { SectionHeading } from './section-heading.tsx';

/**
 * SPEC §2: owners, experts and developers. The demo team's portraits are illustrations drawn by
 * scripts/team-portraits.ts, shipped as files (never inlined) so the landing's script stays small.
 */
const TEAM = [
  {
    group: 'owners',
    people: [
      { key: 'helena_marsh', portrait: helenaMarsh },
      { key: 'viktor_andersen', portrait: viktorAndersen },
    ],
  },
  {
    group: 'experts',
    people: [
      { key: 'irina_volkova', portrait: irinaVolkova },
      { key: 'tomas_ribeiro', portrait: tomasRibeiro },
    ],
  },
  {
    group: 'developers',
    people: [
      { key: 'daniel_okafor', portrait: danielOkafor },
      { key: 'mei_lin', portrait: meiLin },
    ],
  },
] as const;

/** Drawn at 176 px, shown at 64: sharp on every screen density. */
const PORTRAIT_PX = 64;

export function Team() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="team-title" className="border-t border-ink-900/10 py-20 lg:py-28">
      <Container>
        <SectionHeading id="team-title" eyebrow={t('team.eyebrow')} title={t('team.title')} lead={t('team.lead')} />
        <ul className="mt-12 grid gap-5 lg:mt-16 lg:grid-cols-3 lg:gap-8">
          {TEAM.map(({ group, people }) => (
            <li key={group} className="flex flex-col rounded-2xl border border-ink-900/10 bg-white p-7 lg:p-8">
              <h3 className="font-display text-2xl text-ink-900">{t(`team.groups.${group}.title`)}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-ink-600">{t(`team.groups.${group}.text`)}</p>
              <ul className="mt-6 space-y-5 border-t border-ink-900/10 pt-6">
                {people.map(({ key, portrait }) => (
                  <li key={key} className="flex items-center gap-4">
                    <img
                      src={portrait}
                      alt=""
                      width={PORTRAIT_PX}
                      height={PORTRAIT_PX}
                      loading="lazy"
                      decoding="async"
                      className="h-16 w-16 shrink-0 rounded-full bg-paper-100 ring-1 ring-gold-500/50 ring-offset-2 ring-offset-white"
                    />
                    <div className="min-w-0">
                      <p className="font-display text-lg leading-snug text-ink-900">{t(`team.people.${key}.name`)}</p>
                      <p className="mt-0.5 text-sm leading-snug text-ink-600">{t(`team.people.${key}.role`)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
