import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('has embedded defaults for a local start with no variable at all', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 4321,
      HOST: '127.0.0.1',
      DATA_DIR: '.data/pglite',
      ADMIN_USERNAME: 'admin',
      SEED_DEMO: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ OPENAI_API_KEY: '', DATABASE_URL: '' }).OPENAI_API_KEY).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_BASE_URL: 'not a url' }, 'PUBLIC_BASE_URL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ STRIPE_SECRET_KEY: 'pk_live_x' }, 'STRIPE_SECRET_KEY'],
    [{ TWILIO_WHATSAPP_NUMBER: '0612' }, 'TWILIO_WHATSAPP_NUMBER'],
    [{ NETLIFY: 'true' }, 'DATABASE_URL'],
  ])('stops on %j naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`\\b${name}\\b`));
  });
});

describe('.env.example', () => {
  it('lists every configuration variable, and only those', async () => {
    const { readFileSync } = await import('node:fs');
    const { ZEnv } = await import('./env.ts');
    const listed = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split('=')[0]);
    const platformSet = ['NETLIFY', 'URL', 'CONTEXT'];
    const schemaKeys = Object.keys(ZEnv.shape).filter((k) => !platformSet.includes(k));
    expect([...listed].sort()).toEqual([...schemaKeys].sort());
  });
});
