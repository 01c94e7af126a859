import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import type { FeatureFlagName } from '@pinacoteca/contracts/enums';
import { Fallback, RequireAuth, RequireFlag, RequireGuest } from './guards.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { lazyPart } from '../shared/lib/lazy-part.ts';

type Page = ReturnType<typeof lazyPart<ComponentType>>;

/** Route modules are loaded on demand: each page is its own chunk (lazyPart, so it can be loaded ahead). */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page =>
  lazyPart(async () => ({ default: pick(await load()) }));

interface PageRoute {
  path: string;
  Page: Page;
  /** Who may see it: signed-in people only, or only people not signed in; everyone when absent. */
  guard?: 'auth' | 'guest';
  /** Feature-flagged: off means the page does not exist. */
  flag?: FeatureFlagName;
}

const swapPage = page(
  () => import('../features/swap/routes/swap-page.tsx'),
  (m) => m.SwapPage,
);
const withdrawPage = page(
  () => import('../features/withdraw/routes/withdraw-page.tsx'),
  (m) => m.WithdrawPage,
);
const depositPage = page(
  () => import('../features/deposit/routes/deposit-page.tsx'),
  (m) => m.DepositPage,
);

const guarded = (path: string, Page: Page, guard: 'auth' | 'guest', flag?: FeatureFlagName): PageRoute => ({
  path,
  Page,
  guard,
  flag,
});

const auth = page(
  () => import('../features/auth/routes/auth-page.tsx'),
  (m) => m.AuthPage,
);
const registrationStart = page(
  () => import('../features/auth/routes/registration-start-page.tsx'),
  (m) => m.RegistrationStartPage,
);
const registration = page(
  () => import('../features/auth/routes/registration-page.tsx'),
  (m) => m.RegistrationPage,
);
const registrationDone = page(
  () => import('../features/auth/routes/registration-done-page.tsx'),
  (m) => m.RegistrationDonePage,
);
const registrationConfirm = page(
  () => import('../features/auth/routes/registration-confirm-page.tsx'),
  (m) => m.RegistrationConfirmPage,
);
const resetRequest = page(
  () => import('../features/auth/routes/reset-request-page.tsx'),
  (m) => m.ResetRequestPage,
);
const resetDone = page(
  () => import('../features/auth/routes/reset-done-page.tsx'),
  (m) => m.ResetDonePage,
);
const resetConfirm = page(
  () => import('../features/auth/routes/reset-confirm-page.tsx'),
  (m) => m.ResetConfirmPage,
);
const googleCallback = page(
  () => import('../features/auth/routes/google-callback-page.tsx'),
  (m) => m.GoogleCallbackPage,
);
const devMail = page(
  () => import('../features/auth/routes/dev-mail-page.tsx'),
  (m) => m.DevMailPage,
);

const wallet = page(
  () => import('../features/wallet/routes/wallet-page.tsx'),
  (m) => m.WalletPage,
);
const portfolio = page(
  () => import('../features/wallet/routes/portfolio-page.tsx'),
  (m) => m.PortfolioPage,
);
const buyTokens = page(
  () => import('../features/payment/routes/buy-page.tsx'),
  (m) => m.BuyPage,
);
const operations = page(
  () => import('../features/operations/routes/operations-page.tsx'),
  (m) => m.OperationsPage,
);
const operation = page(
  () => import('../features/operations/routes/operation-page.tsx'),
  (m) => m.OperationPage,
);

const settings = page(
  () => import('../features/settings/routes/settings-page.tsx'),
  (m) => m.SettingsPage,
);
const removeAccount = page(
  () => import('../features/account/routes/remove-account-page.tsx'),
  (m) => m.RemoveAccountPage,
);
const recoveryRequest = page(
  () => import('../features/account/routes/recovery-request-page.tsx'),
  (m) => m.RecoveryRequestPage,
);
const recoveryDone = page(
  () => import('../features/account/routes/recovery-done-page.tsx'),
  (m) => m.RecoveryDonePage,
);
const recoveryConfirm = page(
  () => import('../features/account/routes/recovery-confirm-page.tsx'),
  (m) => m.RecoveryConfirmPage,
);

/** The route table of SPEC §2 with its access levels. */
const pages: PageRoute[] = [
  // All users
  {
    path: '/',
    Page: page(
      () => import('../features/landing/routes/landing-page.tsx'),
      (m) => m.LandingPage,
    ),
  },
  {
    path: '/gallery',
    Page: page(
      () => import('../features/gallery/routes/gallery-page.tsx'),
      (m) => m.GalleryPage,
    ),
  },
  {
    path: '/gallery/:uuid',
    Page: page(
      () => import('../features/gallery/routes/painting-page.tsx'),
      (m) => m.PaintingPage,
    ),
  },
  {
    path: '/privacy-policy',
    Page: page(
      () => import('../features/legal/routes/privacy-page.tsx'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: '/terms-of-use',
    Page: page(
      () => import('../features/legal/routes/terms-page.tsx'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: '/cookies-policy',
    Page: page(
      () => import('../features/legal/routes/cookies-page.tsx'),
      (m) => m.CookiesPage,
    ),
  },
  {
    path: '/support/contact-us',
    Page: page(
      () => import('../features/support/routes/contact-page.tsx'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: '/support/faq',
    Page: page(
      () => import('../features/support/routes/faq-page.tsx'),
      (m) => m.FaqPage,
    ),
  },
  // The token table is open to visitors (docs/decisions/0004); buying sends them to /auth.
  {
    path: '/tokens',
    Page: page(
      () => import('../features/tokens/routes/tokens-page.tsx'),
      (m) => m.TokensPage,
    ),
  },

  // The public proof of every token's fixed supply on chain (issue 11).
  {
    path: '/transparency',
    Page: page(
      () => import('../features/transparency/routes/transparency-page.tsx'),
      (m) => m.TransparencyPage,
    ),
  },
  {
    path: '/transparency/tx/:signature',
    Page: page(
      () => import('../features/transparency/routes/transaction-page.tsx'),
      (m) => m.TransactionPage,
    ),
  },

  // Unauthenticated only
  guarded('/auth', auth, 'guest'),
  guarded('/auth/google/callback', googleCallback, 'guest'),
  guarded('/registration/start', registrationStart, 'guest'),
  guarded('/registration', registration, 'guest'),
  guarded('/registration/done', registrationDone, 'guest'),
  guarded('/registration/confirm', registrationConfirm, 'guest'),
  guarded('/reset-password/request', resetRequest, 'guest'),
  guarded('/reset-password/done', resetDone, 'guest'),
  guarded('/reset-password/confirm', resetConfirm, 'guest'),

  // Authenticated only
  guarded('/wallet', wallet, 'auth'),
  // SPEC §2: a page listing balances exists; reached from the wallet, not from the menu.
  guarded('/portfolio', portfolio, 'auth'),
  guarded('/tokens/buy', buyTokens, 'auth'),
  guarded('/operations', operations, 'auth'),
  guarded('/operations/:uuid', operation, 'auth'),
  guarded(
    '/partners',
    page(
      () => import('../features/partners/routes/partners-page.tsx'),
      (m) => m.PartnersPage,
    ),
    'auth',
  ),
  guarded('/account-recovery/request', recoveryRequest, 'auth'),
  guarded('/account-recovery/done', recoveryDone, 'auth'),
  guarded('/account-recovery/confirm', recoveryConfirm, 'auth'),
  guarded('/account/remove', removeAccount, 'auth'),
  guarded(
    '/logout',
    page(
      () => import('./logout-page.tsx'),
      (m) => m.LogoutPage,
    ),
    'auth',
  ),
  guarded('/settings/:tab', settings, 'auth'),
  guarded(
    '/settings/verification',
    page(
      () => import('../features/kyc/routes/verification-page.tsx'),
      (m) => m.VerificationPage,
    ),
    'auth',
  ),
  // The operator console: its own chunks, never loaded for investors (docs/decisions/0039).
  guarded(
    '/admin/*',
    page(
      () => import('../features/admin/routes/console-page.tsx'),
      (m) => m.ConsolePage,
    ),
    'auth',
  ),

  // Authenticated and feature-flagged
  guarded('/deposit', depositPage, 'auth', 'deposit'),
  guarded('/withdraw', withdrawPage, 'auth', 'withdraw'),
  // Selling back is not behind a flag (SPEC §2 names deposit, withdraw and swap).
  guarded(
    '/sell',
    page(
      () => import('../features/withdraw/routes/sell-page.tsx'),
      (m) => m.SellPage,
    ),
    'auth',
  ),
  guarded('/swap', swapPage, 'auth', 'swap'),

  // The dev mailbox: the server has its API only outside production, and the page goes home without it.
  { path: '/dev/mail', Page: devMail },
];

function element({ Page, guard, flag }: PageRoute): ReactNode {
  const content = flag ? (
    <RequireFlag flag={flag}>
      <Page />
    </RequireFlag>
  ) : (
    <Page />
  );
  if (guard === 'auth') return <RequireAuth>{content}</RequireAuth>;
  if (guard === 'guest') return <RequireGuest>{content}</RequireGuest>;
  return content;
}

/**
 * The app's pages inside its layout (React Router's declarative routes: the whole app is
 * client-side routing, with no loaders or actions, and this mode costs half the code of the data
 * router on every first view, docs/decisions/0056). A page's code loads when it is first shown,
 * while the page before it stays on screen (navigations render in a transition).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          {pages.map((route) => (
            <Route key={route.path} path={route.path} element={element(route)} />
          ))}
          <Route path="*" element={<Fallback />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/**
 * Loads the code of the page at `pathname` ahead (the first page before hydrating, or the one the
 * server draws), so it renders at once and matches the drawing.
 */
export async function loadPageAt(pathname: string): Promise<void> {
  const matches = matchRoutes(pages, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => route.Page.preload()));
}
