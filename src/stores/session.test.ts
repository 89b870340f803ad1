import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const USER = {
  id: 'u1',
  email: 'camille@example.com',
  firstName: 'Camille',
  lastName: 'Durand',
  profileImageUrl: null,
  userType: 'couple',
  isAdmin: false,
} as const;

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  vi.resetModules();
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stubMe = (response: Response) => vi.stubGlobal('fetch', async () => response);

describe('session mirror', () => {
  it('is signed in from the mirror at once, then confirmed by /api/auth/me', async () => {
    storage.setItem('user', JSON.stringify({ ...USER, authenticated: true }));
    stubMe(Response.json({ user: { ...USER, firstName: 'Camille-Rose' } }));
    const { $session, initSession } = await import('./session.ts');
    const pending = initSession();
    expect($session.get()).toMatchObject({ status: 'authenticated', user: { firstName: 'Camille' } });
    await pending;
    expect($session.get()).toMatchObject({ status: 'authenticated', user: { firstName: 'Camille-Rose' } });
    expect(JSON.parse(storage.getItem('user')!)).toMatchObject({ firstName: 'Camille-Rose', authenticated: true });
  });

  it('logs an unreadable mirror in French and stays signed out when the server has no session', async () => {
    storage.setItem('user', '{pas du json');
    stubMe(Response.json({ message: 'Veuillez vous connecter.' }, { status: 401 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { $session, initSession } = await import('./session.ts');
    initSession();
    expect($session.get().status).toBe('loading');
    await initSession();
    expect(error).toHaveBeenCalledWith('Utilisateur de session illisible : vous restez déconnecté.', expect.anything());
    expect($session.get()).toEqual({ status: 'anonymous', user: null });
    expect(storage.getItem('user')).toBeNull();
  });

  it('refuses a mirror without the authenticated flag', async () => {
    storage.setItem('user', JSON.stringify(USER));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { readStoredUser } = await import('./session.ts');
    expect(readStoredUser()).toBeNull();
  });

  it('drops the mirror when the server says the session is gone', async () => {
    storage.setItem('user', JSON.stringify({ ...USER, authenticated: true }));
    stubMe(Response.json({ message: 'Veuillez vous connecter.' }, { status: 401 }));
    const { $session, initSession } = await import('./session.ts');
    await initSession();
    expect($session.get().status).toBe('anonymous');
    expect(storage.getItem('user')).toBeNull();
  });

  it('keeps the mirror through a network failure', async () => {
    storage.setItem('user', JSON.stringify({ ...USER, authenticated: true }));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { $session, initSession } = await import('./session.ts');
    await initSession();
    expect($session.get().status).toBe('authenticated');
  });
});

describe('top bar labels', () => {
  it('shows the full name, else the e-mail; the avatar letter falls back to the e-mail, then U', async () => {
    const { avatarInitial, displayName, roleLabel } = await import('./session.ts');
    expect(displayName(USER)).toBe('Camille Durand');
    expect(displayName({ firstName: null, lastName: null, email: 'a@b.fr' })).toBe('a@b.fr');
    expect(avatarInitial(USER)).toBe('C');
    expect(avatarInitial({ firstName: null, email: 'julien@example.com' })).toBe('J');
    expect(avatarInitial({ firstName: '', email: null })).toBe('U');
    expect(roleLabel({ userType: 'couple' })).toBe('Couple');
    expect(roleLabel({ userType: 'wedding_planner' })).toBe('Wedding Planner');
  });
});
