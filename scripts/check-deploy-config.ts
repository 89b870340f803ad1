// The build's configuration check (netlify.toml runs it before every build): the environment is validated as the
// functions will read it, and the production context stops here when it lacks what real money and guests need.
import { parseEnv, EnvError } from '../src/server/env.ts';
import { deployConfigProblems } from '../src/server/deploy-config-problems.ts';

try {
  const config = parseEnv(process.env);
  const problems = deployConfigProblems(config);
  for (const p of problems)
    console[p.level === 'error' ? 'error' : 'warn'](`${p.level === 'error' ? 'ERREUR' : 'Attention'} : ${p.message}`);
  if (problems.some((p) => p.level === 'error')) process.exit(1);
  console.log(`Configuration du contexte ${config.CONTEXT ?? 'local'} : vérifiée.`);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
