import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionDb, IDLE_MS } from './function-db.ts';

// pg's pool connects on the first query only: these handles never reach a server.
const config = { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none' };

afterEach(() => vi.restoreAllMocks());

describe('functionDb', () => {
  it('keeps one pool for the warm invocations of an instance', () => {
    const first = functionDb(config, 1_000);
    expect(functionDb(config, 1_000 + IDLE_MS - 1)).toBe(first);
    expect(functionDb(config, 1_000 + 2 * IDLE_MS - 2)).toBe(first);
  });

  it('replaces the pool, and closes the old one, after a longer pause than its idle timeout', () => {
    const before = functionDb(config, 10 * IDLE_MS);
    const close = vi.spyOn(before, 'close');
    const after = functionDb(config, 11 * IDLE_MS + 1);
    expect(after).not.toBe(before);
    expect(close).toHaveBeenCalledOnce();
    expect(functionDb(config, 11 * IDLE_MS + 2)).toBe(after);
  });

  it('refuses to run without a database', () => {
    expect(() => functionDb({ DATABASE_URL: undefined })).toThrow(/DATABASE_URL/);
  });
});
