import { hashPassword } from './password';
import { newPassword } from './first-password';
import { maxNameLength, readPassword, tidyName } from './password-input';
import type { Role } from './sessions';
import { localDateTime } from '../leads/lead-rows';
import type { LeadStore } from '../store/types';

/**
 * `npm run leads -- users …` (docs/office.md#people): the office's people from the command line,
 * for the owner setting up the office or an admin locked out. A password is read as
 * `npm run office-password` reads one (typed twice without echo, or a piped line), or made with
 * `--generate` and printed once on stdout; only its hash is stored. Removing someone here takes
 * effect at their next sign-in: a session they hold ends at its time (OFFICE_SESSION_HOURS at
 * most), as this command cannot reach the service's sessions; the people page ends it at once.
 */

export type UsersTask =
  | { command: 'users'; action: 'list' }
  | { command: 'users'; action: 'add'; name: string; role: Role; generate: boolean }
  | { command: 'users'; action: 'remove'; name: string };

/** Who the command line adds people as, in the people page's "added by". */
const commandLine = 'command line';

/** `users`, `users add <name> --role staff|admin [--generate]`, `users remove <name>`; a message when it is none of them. */
export function parseUsersTask(
  rest: string[],
  values: { role?: string; generate?: boolean },
  only: (...allowed: string[]) => void,
): UsersTask | { usage: string } {
  const [action = 'list', ...names] = rest;
  const name = tidyName(names.join(' '));
  if (action === 'list' && names.length === 0) {
    only();
    return { command: 'users', action };
  }
  if (action !== 'add' && action !== 'remove') return { usage: '' };
  if (!name || name.length > maxNameLength) {
    return { usage: `users ${action} needs a name of up to ${maxNameLength} characters.` };
  }
  if (action === 'remove') {
    only();
    return { command: 'users', action, name };
  }
  only('role', 'generate');
  if (values.role !== 'staff' && values.role !== 'admin')
    return { usage: 'users add needs --role staff or --role admin.' };
  return { command: 'users', action, name, role: values.role, generate: values.generate === true };
}

/** Runs a `users` task on the store; answers the exit code. */
export async function usersCommand(store: LeadStore, task: UsersTask): Promise<number> {
  const desk = store.desk;
  if (task.action === 'list') {
    const users = await desk.users();
    if (users.length === 0) {
      console.log('No office users yet: everyone signs in with the office password, as an admin.');
      return 0;
    }
    const width = Math.max(...users.map((user) => user.name.length));
    for (const user of users) {
      const added = `added by ${user.createdBy} on ${localDateTime(new Date(user.createdAt))}`;
      console.log(`${user.name.padEnd(width)}  ${user.role.padEnd(5)}  ${added}`);
    }
    return 0;
  }
  if (task.action === 'remove') {
    const found = await desk.user(task.name);
    if (!found || !(await desk.removeUser(task.name))) {
      console.error(`There is no office user called ${task.name}.`);
      return 1;
    }
    console.log(
      `Removed ${found.user.name}. They can no longer sign in; a session they hold now ends at its time (OFFICE_SESSION_HOURS at most): remove them on the people page to sign them out at once.`,
    );
    return 0;
  }
  return addUser(store, task);
}

async function addUser(store: LeadStore, task: Extract<UsersTask, { action: 'add' }>): Promise<number> {
  const found = await store.desk.user(task.name);
  const read = task.generate ? { password: newPassword() } : await readPassword(`Password for ${task.name}`);
  if ('problem' in read) {
    console.error(`${read.problem}; nothing was changed.`);
    return 1;
  }
  const user = found
    ? { ...found.user, role: task.role }
    : { name: task.name, role: task.role, createdAt: new Date().toISOString(), createdBy: commandLine };
  await store.desk.saveUser(user, await hashPassword(read.password));
  console.error(
    found
      ? `${user.name} was already there: now ${task.role}, with the new password.`
      : `Added ${user.name} (${task.role}).`,
  );
  if (task.generate) {
    console.error('Their password, shown this once:');
    console.log(read.password);
  }
  return 0;
}
