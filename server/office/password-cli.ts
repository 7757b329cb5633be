import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { storedHashPath } from './first-password';
import { hashPassword } from './password';
import { askHidden, firstLine, minPasswordLength as minLength } from './password-input';

/**
 * `npm run office-password`: reads the office password and prints its hash for
 * OFFICE_PASSWORD_HASH (docs/office.md#signing-in). On a terminal it asks twice without showing
 * what is typed; from a pipe it reads the first line (`printf '%s\n' "$PW" | npm run
 * --silent office-password`). The password itself is never printed.
 * With `--save` it writes the hash to the data folder instead, beside LEADS_DB, where the service
 * reads it at start when OFFICE_PASSWORD_HASH is unset (docs/office.md#the-first-password).
 */

async function main(): Promise<number> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden('Office password: ');
    if ((await askHidden('Same password again: ')) !== password) {
      console.error('The two passwords differ; nothing was made.');
      return 1;
    }
  } else password = await firstLine();
  if (password.length < minLength) {
    console.error(`Please choose a password of at least ${minLength} characters.`);
    return 1;
  }
  const hash = await hashPassword(password);
  if (process.argv.includes('--save')) {
    // The service's own reading of LEADS_DB, so the file lands where the start looks.
    const { parseSettings } = await import('../settings');
    const settings = parseSettings(process.env);
    const file = storedHashPath(settings.leadsDb);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${hash}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    console.error(
      `Saved in ${file}. Restart the service to use it${settings.officePassword === 'unset' ? '' : '; OFFICE_PASSWORD_HASH is set, and wins over this file while it is'}.`,
    );
    return 0;
  }
  console.error('Set this as OFFICE_PASSWORD_HASH in the service environment:');
  console.log(hash);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
