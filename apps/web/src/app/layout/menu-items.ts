import type { SessionState } from '../../shared/session/session.ts';

export interface MenuItem {
  key: string;
  to: string;
}

/** SPEC §2 menus. "Buy a painting" opens the gallery with the whole-painting filter on. */
export function menuItems(session: SessionState): MenuItem[] {
  const buy = { key: 'buy_painting', to: '/gallery?buy_a_whole=true' };
  const gallery = { key: 'gallery', to: '/gallery' };
  if (session.status === 'authenticated') {
    return [
      buy,
      gallery,
      { key: 'wallet', to: '/wallet' },
      { key: 'tokens', to: '/tokens' },
      { key: 'operations', to: '/operations' },
    ];
  }
  return [
    buy,
    gallery,
    { key: 'how_it_works', to: '/#how_it_works' },
    { key: 'about_project', to: '/#about_project' },
    { key: 'road_map', to: '/#road_map' },
    { key: 'capabilities', to: '/#capabilities' },
  ];
}

/**
 * SPEC §2 user dropdown links (texts under `header.`): the desktop dropdown and the mobile menu
 * both list these, so a phone offers everything a desktop does.
 */
export function accountMenuItems(role: string | undefined): MenuItem[] {
  return [
    { key: 'settings', to: '/settings/profile' },
    { key: 'partners', to: '/partners' },
    // Operators and admins reach their console from here; investors never see it.
    ...(role === 'operator' || role === 'admin' ? [{ key: 'console', to: '/admin' }] : []),
    { key: 'logout', to: '/logout' },
  ];
}
