import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ANCHOR_SCROLL_OFFSET_PX } from '@pinacoteca/contracts/constants';
import { session, useIsAuthenticated } from '../../shared/session/session.ts';
import { useOverlay } from '../../shared/overlay/overlay.tsx';
import { Spinner } from '../../shared/ui/states.tsx';
import { CookieBar } from './cookie-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SupportMenu } from './support-menu.tsx';
import { lazyPart } from '../../shared/lib/lazy-part.ts';
import { applyWebFonts } from '../web-fonts.ts';

/** Only signed-in people can be removed: a visitor's first page does not download the check. */
const RemovedAccountRedirect = lazyPart(() =>
  import('../../features/account/components/removed-account-redirect.tsx').then((m) => ({
    default: m.RemovedAccountRedirect,
  })),
);

/** Top of an element, in page coordinates, for the SPEC §2 offset. */
function anchorTop(target: HTMLElement): number {
  return target.getBoundingClientRect().top + window.scrollY - ANCHOR_SCROLL_OFFSET_PX;
}

/**
 * SPEC §2: scroll smoothly to the hash with a 40 px offset, otherwise to the top. Pictures and
 * figures above the section may still be loading and push it down, so for a short while the
 * scroll follows the section; the person scrolling themselves ends that at once.
 */
function useScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const cleanups: (() => void)[] = [];
    const stop = () => cleanups.splice(0).forEach((fn) => fn());
    let tries = 0;
    // The section may belong to a page still loading: look for it for a short while.
    const finder = window.setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (!target) {
        if (tries > 40) window.clearInterval(finder);
        return;
      }
      window.clearInterval(finder);
      window.scrollTo({ top: anchorTop(target), behavior: 'smooth' });
      const follow = new ResizeObserver(() => {
        if (Math.abs(anchorTop(target) - window.scrollY) > 1)
          window.scrollTo({ top: anchorTop(target), behavior: 'smooth' });
      });
      follow.observe(document.body);
      const settle = window.setTimeout(stop, 2500);
      const userScroll = () => stop();
      window.addEventListener('wheel', userScroll, { passive: true });
      window.addEventListener('touchmove', userScroll, { passive: true });
      window.addEventListener('keydown', userScroll);
      cleanups.push(
        () => follow.disconnect(),
        () => window.clearTimeout(settle),
        () => window.removeEventListener('wheel', userScroll),
        () => window.removeEventListener('touchmove', userScroll),
        () => window.removeEventListener('keydown', userScroll),
      );
    }, 50);
    return () => {
      window.clearInterval(finder);
      stop();
    };
  }, [pathname, hash]);
}

export function RootLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sidebar = useOverlay('sidebar');
  const signedIn = useIsAuthenticated();
  useScrollToHash();
  // A page the server drew reads in the fallback fonts; the web fonts come in with the next page,
  // before the browser lays it out, so the two share one layout (app/web-fonts.ts).
  const firstPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== firstPathname.current) applyWebFonts();
  }, [pathname]);
  // Logout (button, expiry or a 401) ends at the landing page.
  useEffect(() => session.onLogout(() => void navigate('/', { replace: true })), [navigate]);
  // A new page closes the mobile menu, but not a page whose address was already in the bar when the
  // menu opened: navigations render in a transition, so one that began before the person opened
  // the menu (its page still loading) commits after, and must not close the menu under their finger.
  const menuOpenedAt = useRef<string | null>(null);
  useEffect(() => {
    if (sidebar.isOpen) menuOpenedAt.current = window.location.pathname;
  }, [sidebar.isOpen]);
  useEffect(() => {
    if (menuOpenedAt.current !== pathname) sidebar.hide();
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    // While the cookie bar is shown the page ends above it (cookie-bar.tsx measures its height).
    <div className="flex min-h-screen flex-col pb-[var(--cookie-bar-height,0px)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skip_to_content')}
      </a>
      {/* A removed account is signed in for recovery only (docs/decisions/0018). */}
      {signedIn && (
        <Suspense fallback={null}>
          <RemovedAccountRedirect />
        </Suspense>
      )}
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and is not pushed down in
          view when the page's code, data or pictures arrive (docs/decisions/0035). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* The support button stands on the cookie bar while that is shown, both in one stack fixed
          to the bottom: the button's place is right in the server's drawn page already, so it
          never moves when the notice is measured after hydration. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex flex-col items-end">
        <SupportMenu />
        <CookieBar />
      </div>
    </div>
  );
}
