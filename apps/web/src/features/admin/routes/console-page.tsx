import clsx from 'clsx';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { Container, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { useAdminMe } from '../api/me.ts';
import { Announcer } from '../components/announcer.tsx';
import { SECTIONS } from '../sections.tsx';

/**
 * /admin/*: the operator console (docs/decisions/0039), its own chunk, loaded only when an
 * operator opens it. The server decides who may use it: this page asks `GET /api/admin/me`
 * and explains a refusal (an investor, or an operator without two-factor authentication).
 */
export function ConsolePage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('title'));
  const me = useAdminMe();

  if (me.isPending) return <Spinner />;
  if (me.isError) {
    const error = me.error;
    if (error instanceof ApiError && error.status === 403) {
      // An operator without two-factor can open the console once it is on; anyone else is shown
      // the way back to their own pages rather than to a setting that would change nothing.
      const needsTwoFactor = error.keys?.message === 'console_needs_two_factor';
      return (
        <Container className="py-16">
          <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-ink-900/10 bg-white p-8 text-center">
            <h1 className="font-display text-2xl text-ink-900">{t('refused.title')}</h1>
            <p className="mt-3 text-ink-600">{error.text}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {needsTwoFactor ? (
                <ButtonLink to="/settings/security" variant="secondary">
                  {t('refused.settings')}
                </ButtonLink>
              ) : (
                <>
                  <ButtonLink to="/portfolio" variant="secondary">
                    {t('refused.portfolio')}
                  </ButtonLink>
                  <ButtonLink to="/gallery" variant="ghost">
                    {t('refused.gallery')}
                  </ButtonLink>
                </>
              )}
            </div>
          </div>
        </Container>
      );
    }
    return <ErrorState onRetry={() => void me.refetch()} />;
  }

  const sections = SECTIONS.filter((s) => !s.adminOnly || me.data.role === 'admin');
  return (
    <Announcer>
      {/* Room on the right from sm up for the floating support button (48 px, 20 px from the edge),
          so a row's action at the end of a table is never under it, wherever the page is scrolled. */}
      <div className="mx-auto w-full max-w-[100rem] px-4 pb-24 sm:pl-6 sm:pr-20 lg:flex lg:gap-8 lg:pl-8">
        <aside className="lg:w-56 lg:shrink-0">
          <div className="pt-6 lg:sticky lg:top-20 lg:pt-10">
            <p className="font-display text-xl text-ink-900">{t('title')}</p>
            {/* The role on a line of its own: a long e-mail is cut, never the role. */}
            <p className="mt-1 truncate text-sm text-ink-500" title={me.data.email}>
              {me.data.email}
            </p>
            <p className="text-sm text-ink-500">{t(`roles.${me.data.role}`)}</p>
            {/* Below lg the sections wrap into rows, every one in sight: a row scrolled sideways hid
                six of ten past a phone's edge with nothing showing they were there (an outside tester). */}
            <nav aria-label={t('title')} className="mt-4">
              <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
                {sections.map((s) => (
                  <li key={s.path}>
                    <NavLink
                      to={`/admin/${s.path}`}
                      className={({ isActive }) =>
                        clsx(
                          'block whitespace-nowrap rounded-lg px-3 py-1.5 text-sm lg:py-2',
                          isActive
                            ? 'bg-ink-900 text-white'
                            : 'text-ink-700 ring-1 ring-ink-900/10 hover:bg-ink-900/5 ring-inset lg:ring-0',
                        )
                      }
                    >
                      {t(`nav.${s.label}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </aside>
        <div className="min-w-0 flex-1 pt-6 lg:pt-10">
          <Suspense fallback={<Spinner />}>
            <Routes>
              {sections.map((s) => (
                <Route key={s.path} path={`${s.path}/*`} element={<s.Page />} />
              ))}
              <Route
                path="*"
                element={
                  sections[0] ? (
                    <Navigate to={`/admin/${sections[0].path}`} replace />
                  ) : (
                    <EmptyState text={t('empty')} />
                  )
                }
              />
            </Routes>
          </Suspense>
        </div>
      </div>
    </Announcer>
  );
}
