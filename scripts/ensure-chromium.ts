// Before the browser tests: use Debian's Chromium, installing it with apt-get when running as root, or fall
// back to Playwright's own download. Says what it does.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (existsSync(path)) {
  process.exit(0);
}
if (process.getuid?.() === 0) {
  console.log(`Chromium introuvable (${path}) : installation du paquet Debian « chromium »…`);
  run('apt-get update -qq');
  run('apt-get install -y -qq chromium');
} else {
  console.log(`Chromium introuvable (${path}) et pas de droits root : téléchargement du Chromium de Playwright…`);
  run('npx playwright install chromium');
}
