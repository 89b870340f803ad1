// The configuration of a function: Netlify gives builds the deploy context as CONTEXT but functions only through
// their invocation (context.deploy.context), so the first invocation writes it where getEnv() reads it.
import type { Context } from '@netlify/functions';
import { getEnv, type Env } from '../../src/server/env.ts';

export function functionEnv(context: Pick<Context, 'deploy'> | undefined): Env {
  const deployContext = context?.deploy?.context;
  if (deployContext && !process.env.CONTEXT) process.env.CONTEXT = deployContext;
  return getEnv();
}
