// Reads .env (when present) into process.env, then validates the configuration once; a bad value stops here.
import { existsSync } from 'node:fs';
import { EnvError, getEnv, type Env } from '../src/server/env.ts';

export function loadConfig(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
