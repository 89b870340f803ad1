import { beforeAll, describe, expect, it } from 'vitest';
import { seedLegalPages } from '../../../db/seed/legal-pages.ts';
import { parseEnv } from '../env.ts';
import { configurationAlerts } from '../monitoring/configuration-alerts.ts';
import { updateRetentionSettings } from '../privacy/update-retention-settings.ts';
import { LEGAL_BLANK } from './fill-legal-placeholders.ts';
import { loadSiteContentForBuild } from './load-site-content-for-build.ts';
import { readSiteContent } from './read-site-content.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
beforeAll(async () => {
  await seedLegalPages(handle.db);
});

const IDENTITY = {
  CONTACT_EMAIL: 'dpo@mariage-exemple.fr',
  LEGAL_COMPANY_NAME: 'Mariage Exemple SAS',
  LEGAL_COMPANY_FORM: 'SAS au capital de 1 000 €',
  LEGAL_ADDRESS: '1 rue de la Paix, 75002 Paris',
  LEGAL_REGISTRATION: 'RCS Paris 123 456 789',
  LEGAL_VAT_NUMBER: 'FR12 123456789',
  LEGAL_PHONE: '01 23 45 67 89',
  LEGAL_PUBLICATION_DIRECTOR: 'Camille Exemple',
  LEGAL_MEDIATOR: 'CM2C, 14 rue Saint-Jean, 75017 Paris',
};

const byslug = (content: { pages: { slug: string; content: string }[] }) =>
  Object.fromEntries(content.pages.map((p) => [p.slug, p.content]));

describe('the legal pages as published', () => {
  it('hold no blank: identity from the configuration, retention periods from the back office', async () => {
    const config = parseEnv(IDENTITY);
    await updateRetentionSettings({
      db: handle.db,
      config,
      input: { guestMonthsAfterWedding: 2, trialDays: 60, preRegistrationMonths: 12 },
    });
    const pages = byslug(await readSiteContent({ db: handle.db, config }));
    for (const [slug, content] of Object.entries(pages)) expect(LEGAL_BLANK.exec(content)?.[0], slug).toBeUndefined();
    expect(pages['mentions-legales']).toContain('Raison sociale : Mariage Exemple SAS');
    expect(pages['mentions-legales']).toContain('Contact : dpo@mariage-exemple.fr — 01 23 45 67 89');
    expect(pages.cgu).toContain('médiateur de la consommation CM2C, 14 rue Saint-Jean, 75017 Paris');
    // The terms of sale name the seller in full.
    expect(pages.cgv).toContain('vendue par Mariage Exemple SAS');
    expect(pages.cgv).toContain('1 rue de la Paix, 75002 Paris');
    expect(pages.cgv).toContain('RCS Paris 123 456 789');
    expect(pages.cgv).toContain('TVA : FR12 123456789');
    const privacy = pages.confidentialite!;
    expect(privacy).toContain('2 mois après le mariage, puis suppression automatique');
    expect(privacy).toContain('60 jours, puis suppression automatique');
    expect(privacy).toContain('jusqu’au lancement, un an au plus');
    for (const processor of ['Netlify', 'Neon', 'Stripe', 'OpenAI', 'Twilio', 'SMTP'])
      expect(privacy).toContain(processor);
    for (const right of [
      'Télécharger mes données',
      'Supprimer mon compte',
      'OUBLIE-MOI',
      'STOP',
      'écrivez à dpo@mariage-exemple.fr',
    ])
      expect(privacy).toContain(right);
  });

  it('without configuration: a contact at the e-mail domain, the rest « sur simple demande », the default periods', async () => {
    const { content, source } = await loadSiteContentForBuild({});
    expect(source).toBe('templates');
    const pages = byslug(content);
    for (const [slug, text] of Object.entries(pages)) expect(LEGAL_BLANK.exec(text)?.[0], slug).toBeUndefined();
    expect(pages['mentions-legales']).toContain('Contact : contact@assistant-mariage.fr');
    expect(pages['mentions-legales']).toContain('Siège social : adresse communiquée sur simple demande');
    expect(pages.confidentialite).toContain(
      'Assistant Mariage, adresse communiquée sur simple demande — contact : contact@assistant-mariage.fr',
    );
    expect(pages.confidentialite).toContain('un mois après le mariage');
    expect(pages.confidentialite).toContain('90 jours');
    expect(pages.confidentialite).toContain('2 ans au plus');
  });

  it('the back office is told when the identity is not configured', () => {
    const message =
      'CONTACT_EMAIL, LEGAL_COMPANY_NAME ou LEGAL_ADDRESS non défini : les pages légales indiquent « communiqué sur simple demande » à la place de votre identité.';
    expect(configurationAlerts(parseEnv({})).map((a) => a.message)).toContain(message);
    expect(configurationAlerts(parseEnv(IDENTITY)).map((a) => a.message)).not.toContain(message);
  });
});
