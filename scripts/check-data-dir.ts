// Before PGlite opens it: can this process create, read and write the data folder? If not, one line that names
// the folder and the cause, instead of PGlite's stack trace.
import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const CAUSES: Record<string, string> = {
  EACCES: 'permission refusée',
  EPERM: 'opération non permise',
  EROFS: 'système de fichiers en lecture seule',
  ENOTDIR: 'un fichier (et non un dossier) se trouve sur le chemin',
  EEXIST: 'un fichier porte déjà ce nom',
  ENOSPC: 'disque plein',
  EDQUOT: 'quota disque dépassé',
  ENAMETOOLONG: 'chemin trop long',
  ELOOP: 'trop de liens symboliques',
};

/** The French line to print when the folder cannot be used, or null when it can. */
export function dataDirProblem(dataDir: string): string | null {
  const folder = resolve(dataDir);
  const probe = join(folder, `.ecriture-${process.pid}`);
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.R_OK | constants.W_OK);
    writeFileSync(probe, '');
    rmSync(probe);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const cause = CAUSES[code] ?? (error instanceof Error ? error.message : String(error));
    return `Dossier de données inutilisable : ${folder} (${cause}${code && CAUSES[code] ? `, ${code}` : ''}). Choisissez un autre DATA_DIR ou donnez à ce dossier les droits de lecture et d'écriture.`;
  }
}
