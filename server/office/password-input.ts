import { newPassword } from './first-password';

/**
 * Reading a password a person chooses, for the office password (password-cli.ts), the people
 * page (people.ts) and `npm run leads -- users add` (users-cli.ts): on a terminal typed twice
 * without echo, from a pipe its first line; and the rules a chosen one must meet.
 */

/** The shortest password a person may choose. */
export const minPasswordLength = 12;

/** The longest a person's name may be (as the sign-in form takes it). */
export const maxNameLength = 40;

/** A name as sign-in tidies it: no control characters, single spaces. */
export function tidyName(value: unknown): string {
  return typeof value === 'string'
    ? value
        .replace(/[\p{Cc}\p{Cf}]/gu, '')
        .trim()
        .replace(/\s+/g, ' ')
    : '';
}

/**
 * The password a form chose: typed twice alike and long enough, or both left empty for one to
 * be made; otherwise what is wrong.
 */
export function chosenPassword(
  typed: string,
  again: string,
): { password: string; made: boolean } | { problem: string } {
  if (typed === '' && again === '') return { password: newPassword(), made: true };
  if (typed !== again) return { problem: 'The two passwords differ; nothing was changed.' };
  if (typed.length < minPasswordLength || typed.length > 200) {
    return { problem: `Please choose a password of ${minPasswordLength} to 200 characters, or leave both empty.` };
  }
  return { password: typed, made: false };
}

/** One line from a terminal, typed without echo; Ctrl-C or Ctrl-D gives up. */
export function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          return resolve(typed);
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          return reject(new Error('Cancelled.'));
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    input.on('data', onData);
  });
}

/** The first line of stdin when it is a pipe or a file. */
export async function firstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * A password typed for `whose` (twice, on a terminal) or piped (its first line); a problem when
 * the two differ or it is too short.
 */
export async function readPassword(whose: string): Promise<{ password: string } | { problem: string }> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden(`${whose}: `);
    if ((await askHidden('Same password again: ')) !== password) return { problem: 'The two passwords differ' };
  } else password = await firstLine();
  if (password.length < minPasswordLength || password.length > 200) {
    return { problem: `Please choose a password of ${minPasswordLength} to 200 characters` };
  }
  return { password };
}
