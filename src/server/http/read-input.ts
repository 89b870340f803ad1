// Parses request input with a shared zod schema; the first failing field's French message becomes a 400.
import type { Context } from 'hono';
import type * as z from 'zod';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { ZNoControlCharacters } from '../../shared/schemas/input-rules.ts';

export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const clean = ZNoControlCharacters.safeParse(data);
  if (!clean.success) throw new AppError('VALIDATION', clean.error.issues[0]?.message ?? t('error.invalidInput'));
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new AppError('VALIDATION', result.error.issues[0]?.message ?? t('error.invalidInput'));
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('VALIDATION', t('error.invalidJson'));
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('VALIDATION', t('error.invalidJson'));
  }
  return parseInput(schema, body);
}
