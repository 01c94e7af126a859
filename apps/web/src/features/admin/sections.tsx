import { type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPart } from '../../shared/lib/lazy-part.ts';

export interface ConsoleSection {
  /** Under /admin: `kyc` is /admin/kyc. The first section is the console's home. */
  path: string;
  /** Key in the `admin` namespace's `nav` object. */
  label: string;
  /** The section's page; it may route further below its path (`kyc/:id`) with its own <Routes>. */
  Page: LazyExoticComponent<ComponentType>;
  /** Shown to admins only (the server refuses operators too). */
  adminOnly?: boolean;
}

/** A section's page from a module's named export, as its own chunk. */
export const section = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazyPart(async () => ({ default: pick(await load()) }));

/**
 * The console's sections, in menu order (docs/decisions/0039). Each is its own chunk, loaded
 * when opened; a feature adds its section here with one entry, e.g.
 *   { path: 'orders', label: 'orders', Page: section(() => import('./orders/orders-page.tsx'), (m) => m.OrdersPage) },
  { path: 'kyc', label: 'kyc', Page: section(() => import('./kyc/kyc-page.tsx'), (m) => m.KycPage) },
 */
export const SECTIONS: ConsoleSection[] = [
  {
    path: 'overview',
    label: 'overview',
    Page: section(
      () => import('./overview/overview-page.tsx'),
      (m) => m.OverviewPage,
    ),
  },
  {
    path: 'orders',
    label: 'orders',
    Page: section(
      () => import('./orders/orders-page.tsx'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: 'withdrawals',
    label: 'withdrawals',
    Page: section(
      () => import('./withdrawals/withdrawals-page.tsx'),
      (m) => m.WithdrawalsPage,
    ),
  },
  {
    // A surplus sent to the treasury from outside, sent back (decision 0065); admins only.
    path: 'treasury',
    label: 'treasury',
    adminOnly: true,
    Page: section(
      () => import('./treasury/treasury-page.tsx'),
      (m) => m.TreasuryPage,
    ),
  },
  {
    path: 'catalogue',
    label: 'catalogue',
    Page: section(
      () => import('./catalogue/catalogue-page.tsx'),
      (m) => m.CataloguePage,
    ),
  },
  {
    path: 'inbox',
    label: 'inbox',
    Page: section(
      () => import('./inbox/inbox-page.tsx'),
      (m) => m.InboxPage,
    ),
  },
  {
    path: 'kyc',
    label: 'kyc',
    Page: section(
      () => import('./kyc/kyc-page.tsx'),
      (m) => m.KycPage,
    ),
  },
  {
    path: 'users',
    label: 'users',
    Page: section(
      () => import('./users/users-page.tsx'),
      (m) => m.UsersPage,
    ),
  },
  {
    path: 'flags',
    label: 'flags',
    Page: section(
      () => import('./flags/flags-page.tsx'),
      (m) => m.FlagsPage,
    ),
  },
  {
    path: 'audit',
    label: 'audit',
    Page: section(
      () => import('./audit/audit-page.tsx'),
      (m) => m.AuditPage,
    ),
  },
];
