// The permission matrix of every /api/admin/* route (read from the app itself, so a new route cannot skip it):
// anonymous 401, couple 403, administrator let through; and bad input answered 400 in French with nothing written.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  discountCodes,
  pages,
  pricingPlans,
  socialLinks,
  transactions,
  users,
  weddings,
} from '../../../../db/schema/index.ts';
import { createActors, TEST_ADMIN } from '../../testing/actors.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createApp } from '../app.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });
let actors: Awaited<ReturnType<typeof createActors>>;

/** Sign-in itself is public; the guard's own check is in the matrix like any other route. */
const PUBLIC_ADMIN_ROUTES = new Set(['POST /api/admin/login', 'POST /api/admin/logout']);

const adminRoutes = [
  ...new Set(
    createApp()
      .routes.filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`),
  ),
].filter((r) => !PUBLIC_ADMIN_ROUTES.has(r));

function concrete(path: string): string {
  return path.replace(':provider', 'openai').replace(':id', '987654');
}

beforeAll(async () => {
  actors = await createActors(handle.db);
});

describe('admin permission matrix', () => {
  it('covers the routes of spec 001 section 7', () => {
    for (const route of [
      'GET /api/admin/check-auth',
      'GET /api/admin/stats',
      'GET /api/admin/users',
      'DELETE /api/admin/users/:id',
      'GET /api/admin/weddings',
      'PATCH /api/admin/weddings/:id',
      'DELETE /api/admin/weddings/:id',
      'GET /api/admin/messages',
      'GET /api/admin/revenue',
      'GET /api/admin/analytics',
      'GET /api/admin/monitoring',
      'GET /api/admin/ai-control',
      'GET /api/admin/api-keys',
      'GET /api/admin/pages',
      'POST /api/admin/pages',
      'PUT /api/admin/pages/:id',
      'DELETE /api/admin/pages/:id',
      'GET /api/admin/social-links',
      'POST /api/admin/social-links',
      'GET /api/admin/pricing/plans',
      'PATCH /api/admin/pricing/plans/:id',
      'GET /api/admin/pricing/discounts',
      'POST /api/admin/pricing/discounts',
      'PATCH /api/admin/pricing/discounts/:id',
      'DELETE /api/admin/pricing/discounts/:id',
    ]) {
      expect(adminRoutes).toContain(route);
    }
    expect(adminRoutes.length).toBeGreaterThanOrEqual(30);
  });

  it.each(adminRoutes)('%s: anonymous 401, couple 403, admin allowed', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const init = { method, ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }) };
    const url = concrete(path);

    const anonymous = await actors.anonymous.request(url, init);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: 'Veuillez vous connecter.' });

    const couple = await actors.owner.client.request(url, init);
    expect(couple.status).toBe(403);
    expect(await couple.json()).toMatchObject({ message: 'Accès réservé aux administrateurs.' });

    const admin = await actors.admin.request(url, init);
    // Let through: an answer, a French 400 for the empty body, or 404 for the id that does not exist.
    expect([200, 201, 400, 404]).toContain(admin.status);
    if (admin.status >= 400) expect(((await admin.json()) as { message: string }).message).toMatch(/\p{L}/u);
  });

  it('refuses a write from another origin even for an administrator', async () => {
    const res = await actors.admin.request('/api/admin/pricing/discounts', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { code: 'EVIL', type: 'percentage', value: 10 },
    });
    expect(res.status).toBe(403);
    expect(await handle.db.select({ n: count() }).from(discountCodes)).toEqual([{ n: 0 }]);
  });
});

describe('admin input validation writes nothing', () => {
  async function counts() {
    const [[p], [d], [pl], [s], [u], [w]] = await Promise.all([
      handle.db.select({ n: count() }).from(pages),
      handle.db.select({ n: count() }).from(discountCodes),
      handle.db.select({ n: count() }).from(pricingPlans),
      handle.db.select({ n: count() }).from(socialLinks),
      handle.db.select({ n: count() }).from(users),
      handle.db.select({ n: count() }).from(weddings),
    ]);
    return [p!.n, d!.n, pl!.n, s!.n, u!.n, w!.n];
  }

  it.each([
    [
      'POST',
      '/api/admin/pricing/discounts',
      { code: 'ab', type: 'percentage', value: 10 },
      'Le code contient 3 à 32 lettres, chiffres, tirets ou soulignés',
    ],
    [
      'POST',
      '/api/admin/pricing/discounts',
      { code: 'PROMO', type: 'percentage', value: 0 },
      'La valeur doit être supérieure à zéro',
    ],
    [
      'POST',
      '/api/admin/pricing/discounts',
      { code: 'PROMO', type: 'percentage', value: 120 },
      'Un pourcentage est un entier entre 1 et 100',
    ],
    [
      'POST',
      '/api/admin/pricing/discounts',
      { code: 'PROMO', type: 'fixed_amount', value: 10.555 },
      'Un montant fixe est un nombre positif (2 décimales au plus)',
    ],
    [
      'POST',
      '/api/admin/pricing/discounts',
      { code: 'PROMO', type: 'percentage', value: 10, usageLimit: 0 },
      "La limite d'utilisation est un entier positif",
    ],
    [
      'POST',
      '/api/admin/pricing/discounts',
      { code: 'PROMO', type: 'percentage', value: 10, expiresAt: '31/12/2026' },
      "La date d'expiration doit être au format AAAA-MM-JJ",
    ],
    [
      'POST',
      '/api/admin/pricing/discounts',
      { code: 'PASSE', type: 'percentage', value: 10, expiresAt: '2020-01-01' },
      'La date d’expiration est déjà passée : le code ne servirait jamais.',
    ],
    ['PATCH', '/api/admin/pricing/plans/1', { price: -5 }, 'Le prix doit être un nombre positif (2 décimales au plus)'],
    ['PATCH', '/api/admin/pricing/plans/1', { name: '  ' }, 'Le nom est requis'],
    [
      'PATCH',
      '/api/admin/pricing/plans/2',
      { price: 0 },
      'Une formule payante coûte au moins 1 € : son acompte de 50 % doit atteindre le minimum d’un paiement par carte.',
    ],
    [
      'POST',
      '/api/admin/pages',
      { slug: 'admin', title: 'Admin', content: 'C' },
      'Ce slug est déjà une adresse du site (/admin, /pricing…) : choisissez-en un autre.',
    ],
    [
      'PATCH',
      '/api/admin/pricing/plans/1',
      { features: ['x'.repeat(201)] },
      'Chaque fonctionnalité fait 200 caractères au plus (20 au plus)',
    ],
    [
      'POST',
      '/api/admin/pages',
      { slug: 'Pas Un Slug', title: 'T', content: 'C' },
      'Le slug contient des lettres minuscules, des chiffres et des tirets (100 caractères au plus)',
    ],
    [
      'POST',
      '/api/admin/pages',
      { slug: 'cgu', title: '', content: 'C' },
      'Le titre est requis (200 caractères au plus)',
    ],
    ['POST', '/api/admin/pages', { slug: 'cgu', title: 'CGU', content: ' ' }, 'Le contenu est requis'],
    [
      'POST',
      '/api/admin/pages',
      { slug: 'cgu', title: 'CGU', content: 'C', metaDescription: 'x'.repeat(301) },
      'La description SEO fait 300 caractères au plus',
    ],
    [
      'POST',
      '/api/admin/social-links',
      { links: [{ platform: 'Facebook', url: 'javascript:alert(1)', enabled: true }] },
      'Le lien doit être une adresse https:// valide',
    ],
    [
      'POST',
      '/api/admin/social-links',
      { links: [{ platform: 'Facebook', url: '', enabled: true }] },
      'Un réseau activé doit avoir une URL',
    ],
    [
      'PUT',
      '/api/admin/ai-control/settings',
      { confidenceThreshold: 1.5 },
      'Le seuil de confiance est compris entre 0 et 1',
    ],
    [
      'PUT',
      '/api/admin/ai-control/settings',
      { maxResponseLength: 50 },
      'La longueur maximale est comprise entre 100 et 1000',
    ],
    [
      'POST',
      '/api/admin/users',
      { email: 'x@example.com', firstName: 'A', lastName: 'B', password: 'faible' },
      'Le mot de passe doit contenir au moins 8 caractères',
    ],
    ['PATCH', '/api/admin/weddings/1', { botActive: 'oui' }, 'botActive doit être un booléen'],
    ['GET', '/api/admin/revenue?period=2y', undefined, 'Période invalide.'],
    ['GET', '/api/admin/monitoring?range=5m', undefined, 'Période invalide.'],
    ['GET', '/api/admin/analytics?period=365', undefined, 'Période invalide.'],
  ])('%s %s %j -> 400 %s', async (method, path, json, message) => {
    const before = await counts();
    const res = await actors.admin.request(path, json === undefined ? { method } : { method, json });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['/api/admin/weddings?sort=password', 'Tri invalide.'],
    ['/api/admin/users?dir=sideways', 'Tri invalide.'],
    ['/api/admin/messages?limit=1000', 'Nombre de lignes par page invalide (1 à 100).'],
    ['/api/admin/transactions?after=%25%25%25', 'Page invalide : revenez à la première page.'],
    [
      '/api/admin/pre-registrations?after=WyJjcmVhdGVkQXQiLCIyMDI2LTAyLTMwIDAwOjAwOjAwKzAwIiwxXQ',
      'Page invalide : revenez à la première page.',
    ],
    ['/api/admin/pricing/discounts?state=gratuit', 'Filtre invalide.'],
    ['/api/admin/weddings?q=' + 'x'.repeat(201), 'La recherche fait 200 caractères au plus.'],
  ])('a list refuses %s with a French 400, never a 500', async (url, message) => {
    const res = await actors.admin.request(url);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await actors.admin.request('/api/admin/pages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Le corps de la requête doit être un JSON valide.' });
  });
});

describe('admin flows through the API', () => {
  it('switches a bot on and off (the eval script does this) and deletes a wedding', async () => {
    const created = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const on = await actors.admin.request(`/api/admin/weddings/${id}`, { method: 'PATCH', json: { botActive: true } });
    expect(on.status).toBe(200);
    // The answer carries the wedding's status, so the back office's badge follows the switch.
    expect(await on.json()).toMatchObject({ id, botActive: true, status: { code: 'active' }, message: 'Bot activé' });
    const off = await actors.admin.request(`/api/admin/weddings/${id}`, {
      method: 'PATCH',
      json: { botActive: false },
    });
    expect(await off.json()).toMatchObject({
      botActive: false,
      status: { code: 'awaiting_payment' },
      message: 'Bot désactivé',
    });

    const detail = await actors.admin.request(`/api/admin/weddings/${id}`);
    expect(await detail.json()).toMatchObject({
      id,
      brideName: 'Camille',
      stats: { totalMessages: 0, activeGuests: 0 },
      latestMessages: [],
    });

    const del = await actors.admin.request(`/api/admin/weddings/${id}`, { method: 'DELETE' });
    expect(await del.json()).toMatchObject({ message: 'Mariage supprimé' });
    expect((await actors.admin.request(`/api/admin/weddings/${id}`)).status).toBe(404);
    expect(
      (await actors.admin.request('/api/admin/weddings/abc', { method: 'PATCH', json: { botActive: true } })).status,
    ).toBe(404);
  });

  it('deletes a couple with its weddings but never admin-001', async () => {
    const { signUpCouple } = await import('../../testing/actors.ts');
    const couple = await signUpCouple(handle.db, 'doomed');
    await couple.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
    const page = (await (
      await actors.admin.request(`/api/admin/users?q=${encodeURIComponent(couple.email)}`)
    ).json()) as { rows: { id: string; hasWedding: boolean }[]; total: number };
    expect(page).toMatchObject({ total: 1, rows: [{ id: couple.user.id, hasWedding: true }] });

    const res = await actors.admin.request(`/api/admin/users/${couple.user.id}`, { method: 'DELETE' });
    expect(await res.json()).toMatchObject({ message: 'Utilisateur supprimé', deletedWeddings: 1 });
    // Their session is gone with them.
    expect((await couple.client.request('/api/auth/me')).status).toBe(401);

    const builtIn = await actors.admin.request('/api/admin/users/admin-001', { method: 'DELETE' });
    expect(builtIn.status).toBe(403);
    expect(await builtIn.json()).toMatchObject({
      message: 'Le compte administrateur intégré (admin-001) ne peut pas être supprimé.',
    });
  });

  it('filters « Abonnement » on the subscription its column shows: a trial under way, a payment, neither', async () => {
    await handle.db.insert(users).values([
      { id: 'u-abo-essai', email: 'abo-essai@example.com' },
      { id: 'u-abo-paye', email: 'abo-paye@example.com' },
      // « Essai » written on the record long ago: no trial under way, so not on trial.
      { id: 'u-abo-rien', email: 'abo-rien@example.com', subscriptionStatus: 'trial' },
    ]);
    const trial = { brideName: 'Léa', groomName: 'Noé', weddingDate: '2099-06-12', isTrialMode: true };
    await handle.db.insert(weddings).values([
      { ...trial, userId: 'u-abo-essai', weddingId: 'trial-abo-essai' },
      // A trial bought as the package: paying, no longer on trial.
      { ...trial, userId: 'u-abo-paye', weddingId: 'trial-abo-paye', paymentStatus: 'deposit_paid' },
    ]);
    await handle.db
      .insert(transactions)
      .values({ userId: 'u-abo-paye', amount: 4750, type: 'payment', status: 'completed' });
    const listed = async (filter = '') => {
      const res = await actors.admin.request(`/api/admin/users?q=abo-${filter}`);
      const page = (await res.json()) as { rows: { id: string; subscriptionStatus: string }[] };
      return page.rows.map((r) => [r.id, r.subscriptionStatus]).sort();
    };
    expect(await listed()).toEqual([
      ['u-abo-essai', 'trial'],
      ['u-abo-paye', 'active'],
      ['u-abo-rien', 'inactive'],
    ]);
    expect(await listed('&subscription=trial')).toEqual([['u-abo-essai', 'trial']]);
    expect(await listed('&subscription=active')).toEqual([['u-abo-paye', 'active']]);
    expect(await listed('&subscription=inactive')).toEqual([['u-abo-rien', 'inactive']]);
    const view = await actors.admin.request('/api/admin/users/u-abo-essai');
    expect(await view.json()).toMatchObject({ subscriptionStatus: 'trial', grantedActive: false });
    // The payment would show in the revenue tests below.
    await handle.db.delete(transactions).where(eq(transactions.userId, 'u-abo-paye'));
  });

  it('creates, views and edits a user', async () => {
    const created = await actors.admin.request('/api/admin/users', {
      method: 'POST',
      json: {
        email: 'Nouveau@Example.com',
        firstName: 'Nina',
        lastName: 'Leroy',
        password: 'Tilleul-Vayres42!',
        userType: 'wedding_planner',
      },
    });
    expect(created.status).toBe(201);
    const user = (await created.json()) as { id: string };
    expect(user).toMatchObject({ email: 'nouveau@example.com', userType: 'wedding_planner', hasWedding: false });
    const duplicate = await actors.admin.request('/api/admin/users', {
      method: 'POST',
      json: { email: 'nouveau@example.com', firstName: 'N', lastName: 'L', password: 'Tilleul-Vayres42!' },
    });
    expect(duplicate.status).toBe(409);

    const edited = await actors.admin.request(`/api/admin/users/${user.id}`, {
      method: 'PATCH',
      json: { lastName: 'Leroy-Martin', subscriptionStatus: 'active', subscriptionPlan: 'wedding_planner' },
    });
    expect(await edited.json()).toMatchObject({
      lastName: 'Leroy-Martin',
      subscriptionStatus: 'active',
      grantedActive: true,
      subscriptionPlan: 'wedding_planner',
    });
    const view = await actors.admin.request(`/api/admin/users/${user.id}`);
    expect(await view.json()).toMatchObject({ weddings: [], completedTransactions: 0 });
    // The new account can sign in with its password.
    const login = await createTestApp({ db: handle.db }).request('/api/login-email', {
      method: 'POST',
      json: { email: 'nouveau@example.com', password: 'Tilleul-Vayres42!' },
    });
    expect(login.status).toBe(200);
  });

  it('edits a plan and the public pricing follows', async () => {
    const plans = (await (await actors.admin.request('/api/admin/pricing/plans')).json()) as {
      id: number;
      type: string;
    }[];
    const couple = plans.find((p) => p.type === 'couple')!;
    const res = await actors.admin.request(`/api/admin/pricing/plans/${couple.id}`, {
      method: 'PATCH',
      json: {
        name: 'Couple Sérénité',
        description: 'Tout compris.',
        price: 89.9,
        features: ['Un', '  ', 'Deux'],
        isActive: true,
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Couple Sérénité',
      price: 89.9,
      priceCents: 8990,
      features: ['Un', 'Deux'],
    });
    const pub = (await (await actors.anonymous.request('/api/pricing/plans')).json()) as {
      type: string;
      priceCents: number;
      name: string;
    }[];
    expect(pub.find((p) => p.type === 'couple')).toMatchObject({ name: 'Couple Sérénité', priceCents: 8990 });
    await actors.admin.request(`/api/admin/pricing/plans/${couple.id}`, { method: 'PATCH', json: { isActive: false } });
    expect(
      ((await (await actors.anonymous.request('/api/pricing/plans')).json()) as { type: string }[]).map((p) => p.type),
    ).not.toContain('couple');
    await actors.admin.request(`/api/admin/pricing/plans/${couple.id}`, {
      method: 'PATCH',
      json: { isActive: true, name: 'Couple', price: 95 },
    });
  });

  it('creates (upper-cased), edits, switches and deletes a discount code', async () => {
    const created = await actors.admin.request('/api/admin/pricing/discounts', {
      method: 'POST',
      json: {
        code: ' printemps26 ',
        type: 'fixed_amount',
        value: 15.5,
        description: 'Salon du mariage',
        expiresAt: '2027-03-31',
        applicablePlans: ['couple'],
      },
    });
    expect(created.status).toBe(201);
    const code = (await created.json()) as { id: number };
    expect(code).toMatchObject({
      code: 'PRINTEMPS26',
      type: 'fixed_amount',
      amountOffCents: 1550,
      percentOff: null,
      usageLimit: null,
      expiresAt: '2027-03-31',
      isActive: true,
    });
    const [stored] = await handle.db.select().from(discountCodes);
    expect(stored).toMatchObject({ value: 1550 });

    expect(
      (
        await actors.admin.request('/api/admin/pricing/discounts', {
          method: 'POST',
          json: { code: 'PRINTEMPS26', type: 'percentage', value: 5 },
        })
      ).status,
    ).toBe(409);

    const edited = await actors.admin.request(`/api/admin/pricing/discounts/${code.id}`, {
      method: 'PATCH',
      json: { type: 'percentage', value: 20, usageLimit: 50, expiresAt: '2027-04-30T10:00:00.000Z' },
    });
    expect(await edited.json()).toMatchObject({
      type: 'percentage',
      percentOff: 20,
      amountOffCents: null,
      usageLimit: 50,
      expiresAt: '2027-04-30',
    });
    const off = await actors.admin.request(`/api/admin/pricing/discounts/${code.id}`, {
      method: 'PATCH',
      json: { isActive: false },
    });
    expect(await off.json()).toMatchObject({ isActive: false, percentOff: 20 });
    const del = await actors.admin.request(`/api/admin/pricing/discounts/${code.id}`, { method: 'DELETE' });
    expect(await del.json()).toMatchObject({ message: 'Code supprimé' });
    expect(await handle.db.select().from(discountCodes)).toHaveLength(0);
  });

  it('publishes, edits and deletes a page, each time asking for a site rebuild', async () => {
    const { registerLocalSiteRebuilder } = await import('../../content/request-site-rebuild.ts');
    let rebuilds = 0;
    registerLocalSiteRebuilder({
      request: () => void rebuilds++,
      status: () => ({ mode: 'local', state: 'idle', lastBuiltAt: null, lastError: null }),
      idle: async () => undefined,
    });
    try {
      const created = await actors.admin.request('/api/admin/pages', {
        method: 'POST',
        json: { slug: 'faq-invites', title: 'FAQ des invités', content: '# Bonjour' },
      });
      expect(created.status).toBe(201);
      const page = (await created.json()) as { id: number };
      expect(page).toMatchObject({ slug: 'faq-invites', isPublished: true, metaDescription: null });
      expect(
        (
          await actors.admin.request('/api/admin/pages', {
            method: 'POST',
            json: { slug: 'faq-invites', title: 'Autre', content: 'x' },
          })
        ).status,
      ).toBe(409);
      const updated = await actors.admin.request(`/api/admin/pages/${page.id}`, {
        method: 'PUT',
        json: {
          slug: 'faq-invites',
          title: 'FAQ',
          content: 'Texte',
          metaDescription: 'Questions fréquentes',
          isPublished: false,
        },
      });
      expect(await updated.json()).toMatchObject({
        title: 'FAQ',
        isPublished: false,
        metaDescription: 'Questions fréquentes',
      });
      expect((await actors.admin.request(`/api/admin/pages/${page.id}`, { method: 'DELETE' })).status).toBe(200);
      expect((await actors.admin.request(`/api/admin/pages/${page.id}`, { method: 'DELETE' })).status).toBe(404);

      const saved = await actors.admin.request('/api/admin/social-links', {
        method: 'POST',
        json: { links: [{ platform: 'Instagram', url: 'https://www.instagram.com/assistant.mariage', enabled: true }] },
      });
      const links = (await saved.json()) as { platform: string; url: string; enabled: boolean }[];
      expect(links).toHaveLength(5);
      expect(links.find((l) => l.platform === 'Instagram')).toEqual({
        platform: 'Instagram',
        url: 'https://www.instagram.com/assistant.mariage',
        enabled: true,
      });
      expect(links.find((l) => l.platform === 'Facebook')).toEqual({ platform: 'Facebook', url: '', enabled: false });
      expect(rebuilds).toBe(4);
    } finally {
      registerLocalSiteRebuilder(undefined);
    }
  });

  it('saves the AI settings', async () => {
    const res = await actors.admin.request('/api/admin/ai-control/settings', {
      method: 'PUT',
      json: { autoModeration: false, confidenceThreshold: 0.6, maxResponseLength: 300 },
    });
    expect(await res.json()).toEqual({
      autoModeration: false,
      confidenceThreshold: 0.6,
      maxResponseLength: 300,
      systemInstructions: '',
    });
    const ai = (await (await actors.admin.request('/api/admin/ai-control')).json()) as { settings: unknown };
    expect(ai.settings).toMatchObject({ confidenceThreshold: 0.6 });
  });

  it('exports revenue as a CSV download', async () => {
    const res = await actors.admin.request('/api/admin/revenue/export?period=90d');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="revenus-90d-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // UTF-8 byte order mark first, so that a spreadsheet reads the accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'Référence;Date;Client;E-mail;Type;Statut;Montant;Remboursé;Devise;Description\r\n',
    );
  });

  it('never sends a secret to the browser', async () => {
    const secrets = {
      OPENAI_API_KEY: 'sk-proj-verysecret',
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'twilio-secret-token',
      STRIPE_SECRET_KEY: 'sk_live_secretkey',
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_publickey',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret',
    };
    const admin = createTestApp({ db: handle.db, env: secrets });
    await admin.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN });
    const body = await (await admin.request('/api/admin/api-keys')).text();
    for (const secret of ['sk-proj-verysecret', 'twilio-secret-token', 'sk_live_secretkey', 'whsec_secret'])
      expect(body).not.toContain(secret);
    expect(JSON.parse(body)).toMatchObject({
      openai: { configured: true },
      twilio: { configured: true, accountSid: 'AC0123456789abcdef0123456789abcdef', authTokenConfigured: true },
      stripe: { configured: true, publicKey: 'pk_live_publickey', mode: 'live', webhookConfigured: true },
    });
    for (const path of ['/api/admin/monitoring', '/api/admin/ai-control', '/api/admin/analytics']) {
      const text = await (await admin.request(path)).text();
      for (const secret of Object.values(secrets).filter((s) => !s.startsWith('AC') && !s.startsWith('pk_')))
        expect(text).not.toContain(secret);
    }
  });

  it('monitoring counts the requests this API really served, by route pattern', async () => {
    const { flushRequestMetrics } = await import('../record-request-metrics.ts');
    const { requestMetrics } = await import('../../../../db/schema/index.ts');
    await flushRequestMetrics(handle.db);
    await handle.db.delete(requestMetrics);
    await actors.admin.request('/api/admin/weddings/424242');
    await actors.admin.request('/api/admin/weddings/434343');
    await actors.anonymous.request('/api/admin/stats');
    await flushRequestMetrics(handle.db);
    const res = await actors.admin.request('/api/admin/monitoring?range=1h');
    const m = (await res.json()) as {
      requestsCount: number;
      statusCounts: Record<string, number>;
      topRoutes: { route: string; requests: number }[];
    };
    expect(m.requestsCount).toBe(3);
    expect(m.statusCounts).toEqual({ '2xx': 0, '3xx': 0, '4xx': 3, '5xx': 0 });
    expect(m.topRoutes[0]).toMatchObject({ route: '/api/admin/weddings/:id', requests: 2 });
  });
});
