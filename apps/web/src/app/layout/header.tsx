import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { USERNAME_DISPLAY_MAX } from '@pinacoteca/contracts/constants';
import { useAccount } from '../../shared/api/account.ts';
import { useOverlay } from '../../shared/overlay/overlay.tsx';
import { useSession } from '../../shared/session/session.ts';
import { ButtonLink } from '../../shared/ui/button.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { Logo } from './logo.tsx';
import { accountMenuItems, menuItems } from './menu-items.ts';

/** SPEC §2: a username is shown cut at 24 characters. */
export function displayName(name: string): string {
  return name.length > USERNAME_DISPLAY_MAX ? `${name.slice(0, USERNAME_DISPLAY_MAX)}…` : name;
}

const AVATAR_SIZES = {
  sm: { px: 28, box: 'h-7 w-7', text: 'text-sm' },
  lg: { px: 44, box: 'h-11 w-11', text: 'text-lg' },
} as const;

/** The account's avatar, or its initial on a gold disc while there is none. */
function Avatar({
  src,
  name,
  size = 'sm',
}: {
  src: string | undefined;
  name: string;
  size?: keyof typeof AVATAR_SIZES;
}) {
  const { px, box, text } = AVATAR_SIZES[size];
  if (src)
    return <img src={src} alt="" width={px} height={px} className={clsx(box, 'shrink-0 rounded-full object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        text,
        'flex shrink-0 items-center justify-center rounded-full bg-gold-100 font-display text-gold-600',
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '·'}
    </span>
  );
}

/** Who is signed in, at the top of the mobile menu: the desktop dropdown's avatar, name and e-mail. */
function MobileIdentity() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const name = account?.username ?? '';
  return (
    <div className="mb-2 flex items-center gap-3 border-b border-ink-900/10 px-3 pb-4">
      <Avatar src={account?.avatar?.x2} name={name} size="lg" />
      <div className="min-w-0">
        <p className="truncate font-medium text-ink-900" title={name.length > USERNAME_DISPLAY_MAX ? name : undefined}>
          {name ? displayName(name) : t('header.account')}
        </p>
        {account && <p className="truncate text-sm text-ink-500">{account.email}</p>}
      </div>
    </div>
  );
}

/** The burger, with the person's avatar beside it on phones, where the dropdown has no room. */
function MenuButtonAvatar() {
  const { data: account } = useAccount();
  return (
    <span className="sm:hidden">
      <Avatar src={account?.avatar?.x2} name={account?.username ?? ''} />
    </span>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const menu = useOverlay('user-menu');
  const { data: account } = useAccount();
  const name = account?.username ?? '';
  const root = useRef<HTMLDivElement>(null);

  // A click elsewhere closes the menu (Escape is handled by the overlay provider).
  useEffect(() => {
    if (!menu.isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) menu.hide();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menu]);

  // A disclosure of links, as navigation menus are (WAI-ARIA's pattern): Tab walks the links, and
  // leaving them closes it. It claimed the menu role without the arrow keys a menu has (an outside
  // tester); Escape gives focus back to the button (the overlay provider).
  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (menu.isOpen && !root.current?.contains(event.relatedTarget as Node | null)) menu.hide();
      }}
    >
      <button
        type="button"
        aria-controls="user-menu"
        aria-expanded={menu.isOpen}
        aria-label={name ? undefined : t('header.account')}
        title={name.length > USERNAME_DISPLAY_MAX ? name : undefined}
        onClick={menu.toggle}
        className="flex items-center gap-2 rounded-full border border-ink-900/15 py-1 pl-1 pr-3 text-sm text-ink-900 transition-colors hover:border-ink-900/40"
      >
        <Avatar src={account?.avatar?.x2} name={name} />
        <span className="max-w-[16rem] truncate">{name ? displayName(name) : t('header.account')}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className="text-ink-500">
          <path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
        </svg>
      </button>
      {menu.isOpen && (
        <div
          id="user-menu"
          className="absolute right-0 mt-2 w-56 animate-fade-in rounded-xl border border-ink-900/10 bg-white py-2 shadow-lg"
        >
          {account && (
            <p className="truncate border-b border-ink-900/10 px-4 pb-2 text-xs text-ink-500">{account.email}</p>
          )}
          <div className="mt-1">
            {accountMenuItems(account?.role).map((item) => (
              <Link
                key={item.key}
                to={item.to}
                onClick={menu.hide}
                className="block px-4 py-2 text-sm hover:bg-paper-100"
              >
                {t(`header.${item.key}`)}
              </Link>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const sidebar = useOverlay('sidebar');
  const { data: account } = useAccount();
  const items = menuItems(session);
  const signedIn = session.status === 'authenticated';

  return (
    <header className="sticky top-0 z-40 border-b border-ink-900/10 bg-paper-50/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('header.menu')} className="hidden items-center gap-1 xl:flex">
          {items.map((item) => (
            <NavLink
              key={item.key}
              to={item.to}
              end
              className={({ isActive }) =>
                clsx(
                  'rounded-full px-3 py-2 text-sm transition-colors',
                  isActive && !item.to.includes('#') && !item.to.includes('?')
                    ? 'text-ink-900 font-medium'
                    : 'text-ink-600 hover:text-ink-900',
                )
              }
            >
              {t(`menu.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-3">
          <div className="hidden sm:block">
            <LanguageToggle />
          </div>
          {signedIn ? (
            <div className="hidden sm:block">
              <UserMenu />
            </div>
          ) : (
            <ButtonLink to="/auth" size="sm">
              {t('header.sign_in')}
            </ButtonLink>
          )}
          <button
            type="button"
            className={clsx(
              'flex items-center gap-1.5 rounded-full p-2 text-ink-900 hover:bg-ink-900/5 xl:hidden',
              signedIn && 'max-sm:border max-sm:border-ink-900/15 max-sm:py-1 max-sm:pl-1',
            )}
            aria-label={t('header.open_menu')}
            aria-expanded={sidebar.isOpen}
            aria-controls="mobile-menu"
            onClick={sidebar.toggle}
          >
            {signedIn && <MenuButtonAvatar />}
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              {sidebar.isOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
      {sidebar.isOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('header.menu')}
          className="border-t border-ink-900/10 bg-paper-50 xl:hidden"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
            {signedIn && <MobileIdentity />}
            {items.map((item) => (
              <Link
                key={item.key}
                to={item.to}
                onClick={sidebar.hide}
                className="rounded-lg px-3 py-3 text-base text-ink-800 hover:bg-paper-100"
              >
                {t(`menu.${item.key}`)}
              </Link>
            ))}
            {signedIn && (
              <div className="mt-2 flex flex-col gap-1 border-t border-ink-900/10 pt-2">
                {accountMenuItems(account?.role).map((item) => (
                  <Link
                    key={item.key}
                    to={item.to}
                    onClick={sidebar.hide}
                    className="rounded-lg px-3 py-3 text-base text-ink-800 hover:bg-paper-100"
                  >
                    {t(`header.${item.key}`)}
                  </Link>
                ))}
              </div>
            )}
            <div className="mt-3 flex items-center justify-between gap-3 border-t border-ink-900/10 px-3 pt-4">
              <LanguageToggle />
              {!signedIn && (
                <ButtonLink to="/auth" size="sm" onClick={sidebar.hide}>
                  {t('header.sign_in')}
                </ButtonLink>
              )}
            </div>
          </div>
        </nav>
      )}
    </header>
  );
}
