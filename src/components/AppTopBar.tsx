// The signed-in top bar (spec 000 section 2): sticky, current route highlighted, theme toggle, account menu.
import { useEffect, useRef, useState } from 'react';
import { Heart, Moon, Sun } from 'lucide';
import Icon from './ui/Icon.tsx';
import { t } from '../shared/messages/couple-space.ts';
import type { TSessionUser } from '../shared/schemas/auth.ts';
import { avatarInitial, displayName, roleLabel, signOut, type SessionState } from '../stores/session.ts';
import { toggleTheme } from '../stores/theme.ts';

// One home for the couple (issue 28): « Tableau de bord » leads to the wedding's page (or the planner's list).
const LINKS = [{ href: '/', label: t('nav.home') }] as const;

type AppTopBarProps = {
  /** The link to highlight: '/' for the dashboard and the wedding pages. */
  current: (typeof LINKS)[number]['href'] | null;
  session: SessionState;
};

export default function AppTopBar({ current, session }: AppTopBarProps) {
  const user = session.user;
  return (
    <header
      className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur"
      data-testid="app-top-bar"
    >
      {/* Phones: brand, theme and account on the first row, the two links on a row of their own. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 px-3 py-1.5 sm:px-4">
        <a
          href="/landing"
          className="font-display mr-auto flex min-h-11 items-center gap-2 whitespace-nowrap text-2xl text-primary"
        >
          <Icon icon={Heart} className="h-5 w-5" />
          {t('nav.brand')}
        </a>
        <nav aria-label={t('nav.label')} className="order-last w-full sm:order-none sm:ml-4 sm:w-auto sm:flex-1">
          {user && (
            <ul className="menu menu-horizontal w-full flex-nowrap gap-1 p-0 sm:w-auto">
              {LINKS.map((link) => (
                <li key={link.href} className="flex-1 sm:flex-none">
                  <a
                    href={link.href}
                    aria-current={current === link.href ? 'page' : undefined}
                    className={`justify-center whitespace-nowrap ${current === link.href ? 'bg-base-200 font-semibold text-primary' : ''}`}
                  >
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
        {session.status === 'loading' && (
          <span className="skeleton h-10 w-10 shrink-0 rounded-full" aria-hidden="true" />
        )}
      </div>
    </header>
  );
}

/** Both icons are rendered; CSS shows the one of the current theme, so there is nothing to keep in state. */
function ThemeButton() {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={t('theme.toggle')}
      title={t('theme.toggle')}
      data-testid="theme-toggle"
      onClick={toggleTheme}
    >
      <span className="hidden dark:inline">
        <Icon icon={Sun} />
      </span>
      <span className="dark:hidden">
        <Icon icon={Moon} />
      </span>
    </button>
  );
}

function Avatar({ user }: { user: TSessionUser }) {
  const [imageFailed, setImageFailed] = useState(false);
  if (user.profileImageUrl && !imageFailed) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        className="h-10 w-10 rounded-full object-cover"
        onError={() => setImageFailed(true)}
      />
    );
  }
  return (
    <span
      className="flex h-10 w-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-content"
      data-testid="avatar-initial"
    >
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
        <button type="button" className="btn btn-ghost w-full justify-start" onClick={signOut}>
          {t('nav.logout')}
        </button>
      </div>
    </div>
  );
}
