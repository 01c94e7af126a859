import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ANCHOR_SCROLL_OFFSET_PX } from '@pinacoteca/contracts/constants';
import { session } from '../../shared/session/session.ts';
import { useOverlay } from '../../shared/overlay/overlay.tsx';
import { Spinner } from '../../shared/ui/states.tsx';
import { CookieBar } from './cookie-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SupportMenu } from './support-menu.tsx';

/** SPEC §2: scroll smoothly to the hash with a 40 px offset, otherwise to the top. */
function useScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    // The section may belong to a page still loading: look for it for a short while.
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target) {
        window.clearInterval(timer);
        const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_SCROLL_OFFSET_PX;
        window.scrollTo({ top, behavior: 'smooth' });
      } else if (tries > 40) {
        window.clearInterval(timer);
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
}

export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sidebar = useOverlay('sidebar');
  useScrollToHash();
  // Logout (button, expiry or a 401) ends at the landing page.
  useEffect(() => session.onLogout(() => void navigate('/', { replace: true })), [navigate]);
  // A new page closes the mobile menu.
  useEffect(() => sidebar.hide(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SupportMenu />
      <CookieBar />
    </div>
  );
}
