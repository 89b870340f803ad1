import { describe, expect, it } from 'vitest';
import { driverFor } from './client.ts';

describe('driverFor', () => {
  it('uses PGlite without DATABASE_URL, Neon on a Neon host, pg otherwise', () => {
    expect(driverFor(undefined)).toBe('pglite');
    expect(driverFor('postgresql://u:p@ep-cool-1234.eu-central-1.aws.neon.tech/db?sslmode=require')).toBe('neon');
    expect(driverFor('postgres://u:p@127.0.0.1:5432/db')).toBe('pg');
  });
});
