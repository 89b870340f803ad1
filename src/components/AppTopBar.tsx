// The signed-in top bar (spec 000 section 2): sticky, current route highlighted, theme toggle, account menu.
import { useEffect, useRef, useState } from 'react';
import { t } from '../shared/messages/couple-space.ts';
import type { TSessionUser } from '../shared/schemas/auth.ts';
import { avatarInitial, displayName, roleLabel, signOut, type SessionState } from '../stores/session.ts';
import { toggleTheme } from '../stores/theme.ts';

const LINKS = [
  { href: '/', label: t('nav.home') },
  { href: '/couple-dashboard', label: t('nav.coupleSpace') },
] as const;

type AppTopBarProps = {
  /** The link to highlight: '/' for the dashboard and the wedding pages, '/couple-dashboard' for the couple space. */
  current: (typeof LINKS)[number]['href'] | null;
  session: SessionState;
};

export default function AppTopBar({ current, session }: AppTopBarProps) {
  const user = session.user;
  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur" data-testid="app-top-bar">
      <div className="navbar mx-auto max-w-6xl gap-2 px-4">
        <a href="/landing" className="text-lg font-bold whitespace-nowrap">
          <span aria-hidden="true">💍 </span>
          {t('nav.brand')}
        </a>
        <nav aria-label={t('nav.label')} className="flex-1">
          {user && (
            <ul className="menu menu-horizontal gap-1 px-2">
              {LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={current === link.href ? 'page' : undefined} className={current === link.href ? 'menu-active' : ''}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <ThemeButton />
        {user && <AccountMenu user={user} />}
        {session.status === 'anonymous' && (
          <a href="/auth-simulation?mode=login" className="btn btn-primary btn-sm">
            {t('session.signIn.action')}
          </a>
        )}
        {session.status === 'loading' && <span className="skeleton h-10 w-10 shrink-0 rounded-full" aria-hidden="true" />}
      </div>
    </header>
  );
}

/** Both icons are rendered; CSS shows the one of the current theme, so there is nothing to keep in state. */
function ThemeButton() {
  return (
    <button type="button" className="btn btn-ghost btn-circle" aria-label={t('theme.toggle')} title={t('theme.toggle')} data-testid="theme-toggle" onClick={toggleTheme}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-5 w-5 dark:block" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 dark:hidden" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </button>
  );
}

function Avatar({ user }: { user: TSessionUser }) {
  const [imageFailed, setImageFailed] = useState(false);
  if (user.profileImageUrl && !imageFailed) {
    return <img src={user.profileImageUrl} alt="" className="h-10 w-10 rounded-full object-cover" onError={() => setImageFailed(true)} />;
  }
  return (
    <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-content" data-testid="avatar-initial">
      {avatarInitial(user)}
    </span>
  );
}

/** A disclosure (button + panel) rather than an ARIA menu: it holds text as well as the sign-out button. */
function AccountMenu({ user }: { user: TSessionUser }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-circle"
        aria-label={t('nav.account')}
        aria-expanded={open}
        aria-controls="account-menu"
        data-testid="account-menu-button"
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar user={user} />
      </button>
      <div
        id="account-menu"
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        data-testid="account-menu"
      >
        <div className="px-3 py-2">
          <p className="truncate font-semibold" data-testid="account-name">
            {displayName(user)}
          </p>
          <p className="text-sm text-base-content/75" data-testid="account-role">
            {roleLabel(user)}
          </p>
        </div>
        <div className="divider my-0" />
        <button type="button" className="btn btn-ghost btn-sm w-full justify-start" onClick={signOut}>
          {t('nav.logout')}
        </button>
      </div>
    </div>
  );
}
