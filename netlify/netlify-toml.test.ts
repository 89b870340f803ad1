// netlify.toml's deploy contexts: the build of a deploy preview or a branch never migrates or seeds a database.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

type Toml = { build: { command: string; publish: string }; context?: Record<string, { command?: string }> };
const toml = parse(readFileSync(new URL('../netlify.toml', import.meta.url), 'utf8')) as unknown as Toml;
const commandOf = (context: string) => toml.context?.[context]?.command ?? toml.build.command;

describe('netlify.toml', () => {
  it('migrates and seeds in the production context only', () => {
    expect(commandOf('production')).toBe(
      'npx tsx scripts/check-deploy-config.ts && npx tsx scripts/deploy-database.ts && npm run build',
    );
    for (const context of ['deploy-preview', 'branch-deploy', 'some-branch-name']) {
      expect(commandOf(context)).not.toMatch(/db:migrate|db:seed|deploy-database/);
      expect(commandOf(context)).toContain('npm run build');
      // The configuration is checked before every build; the production context's check refuses missing Stripe keys.
      expect(commandOf(context)).toMatch(/^npx tsx scripts\/check-deploy-config\.ts && /);
    }
    expect(toml.build.publish).toBe('dist');
  });
});
