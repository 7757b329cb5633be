import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../pages/form-page';
import type { OfficeUser } from '../store/desk-types';
import { chosenPassword, maxNameLength, minPasswordLength, tidyName } from './password-input';
import { layout, officeTop } from './pages';
import { type Body, changer, html, type Inbox, refuse } from './routes';
import { type Role, type Session, sameName, sessionIdFrom } from './sessions';

/**
 * The office's people at /office/people/ (docs/office.md#people): each with a name, a role and
 * their own password. Only an admin opens the page or changes anything on it; staff are turned
 * away with a 403 and nothing changed. A new password is hashed on the password thread; one made
 * here is shown once, on the answer to the form that made it, and kept nowhere but as its hash
 * (not in the session's next-page message either, which PostgreSQL would store).
 */

const roles: readonly Role[] = ['admin', 'staff'];

const e = escapeHtml;

const field = (body: Body, name: string) => (typeof body?.[name] === 'string' ? body[name] : '');

/** Registers the people page and its forms. */
export function registerPeople(office: FastifyInstance, inbox: Inbox): void {
  office.get('/people/', async (request, reply) => {
    const session = request.officeSession;
    if (!session) return reply.redirect('/office/', 303);
    if (session.role !== 'admin') return staffRefused(reply);
    const notice = await inbox.sessions.takeNotice(session);
    const users = await inbox.deps.store.desk.users();
    return html(reply, 200, peoplePage({ users, session, ...(notice ? { notice } : {}) }));
  });
  office.get('/people', async (_request, reply) => reply.redirect('/office/people/', 301));
  office.post('/people/add', async (request, reply) => {
    const session = admin(request, reply);
    if (!session) return reply;
    return addPerson(inbox, request, reply, session);
  });
  office.post('/people/role', async (request, reply) => {
    const session = admin(request, reply);
    if (!session) return reply;
    return changeRole(inbox, request.body as Body, reply, session);
  });
  office.post('/people/password', async (request, reply) => {
    const session = admin(request, reply);
    if (!session) return reply;
    return resetPassword(inbox, request, reply, session);
  });
  office.post('/people/remove', async (request, reply) => {
    const session = admin(request, reply);
    if (!session) return reply;
    return removePerson(inbox, request.body as Body, reply, session);
  });
}

/** The admin's session of a change, its token checked; otherwise the refusal has been sent. */
function admin(request: FastifyRequest, reply: FastifyReply): Session | undefined {
  const session = changer(request, reply);
  if (!session) return undefined;
  if (session.role === 'admin') return session;
  request.log.info('office people change refused: not an admin');
  void staffRefused(reply);
  return undefined;
}

function staffRefused(reply: FastifyReply) {
  return refuse(
    reply,
    403,
    'Admins only',
    'Only an admin can see and change the office’s people. Nothing was changed.',
  );
}

const back = (reply: FastifyReply) => reply.redirect('/office/people/', 303);

/** After a change: the people page with what it did, or (a password made here) a page showing it once. */
async function done(inbox: Inbox, reply: FastifyReply, session: Session, notice: string, made?: string) {
  if (made === undefined) {
    await inbox.sessions.note(session, notice);
    return back(reply);
  }
  return html(reply, 200, madePasswordPage(notice, made));
}

/** A hash of `password` on the password thread, or a refusal when its queue is full. */
async function hashOf(inbox: Inbox, password: string, reply: FastifyReply): Promise<string | undefined> {
  const hashed = await inbox.passwords.hash(password);
  if (hashed !== 'busy') return hashed.done;
  reply.header('retry-after', '5');
  void refuse(reply, 429, 'Busy', 'Many passwords are being checked. Please try again in a few seconds.');
  return undefined;
}

async function addPerson(inbox: Inbox, request: FastifyRequest, reply: FastifyReply, session: Session) {
  const body = request.body as Body;
  const name = tidyName(body?.name);
  const role = roles.find((r) => r === body?.role);
  const store = inbox.deps.store.desk;
  const existing = name ? await store.user(name) : undefined;
  const problem =
    !name || name.length > maxNameLength
      ? `Please give a name of up to ${maxNameLength} characters.`
      : !role
        ? 'Please choose admin or staff.'
        : existing
          ? `There is already someone called ${existing.user.name}: change their role or password below.`
          : undefined;
  const chosen = chosenPassword(field(body, 'password'), field(body, 'again'));
  if (problem || 'problem' in chosen) {
    await inbox.sessions.note(session, problem ?? (chosen as { problem: string }).problem);
    return back(reply);
  }
  const hash = await hashOf(inbox, chosen.password, reply);
  if (hash === undefined) return reply;
  const at = new Date(inbox.now()).toISOString();
  await store.saveUser({ name, role: role!, createdAt: at, createdBy: session.name }, hash);
  request.log.info({ role }, 'office user added');
  return done(inbox, reply, session, `Added ${name} (${role}).`, chosen.made ? chosen.password : undefined);
}

/** The stored user a form names, or the refusal (a note) when there is none. */
async function named(inbox: Inbox, body: Body, session: Session) {
  const found = await inbox.deps.store.desk.user(tidyName(body?.name));
  if (!found) await inbox.sessions.note(session, 'There is nobody of that name; nothing was changed.');
  return found;
}

async function changeRole(inbox: Inbox, body: Body, reply: FastifyReply, session: Session) {
  const found = await named(inbox, body, session);
  const role = roles.find((r) => r === body?.role);
  if (!found) return back(reply);
  if (!role || sameName(found.user.name, session.name)) {
    const why = role ? 'You cannot change your own role' : 'Please choose admin or staff';
    await inbox.sessions.note(session, `${why}; nothing was changed.`);
    return back(reply);
  }
  await inbox.deps.store.desk.saveUser({ ...found.user, role }, found.passwordHash);
  // Signed in with the old role: signed out, so the new one holds from the next sign-in.
  await inbox.sessions.endFor(found.user.name);
  return done(inbox, reply, session, `${found.user.name} is now ${role === 'admin' ? 'an admin' : 'staff'}.`);
}

async function resetPassword(inbox: Inbox, request: FastifyRequest, reply: FastifyReply, session: Session) {
  const body = request.body as Body;
  const found = await named(inbox, body, session);
  if (!found) return back(reply);
  const chosen = chosenPassword(field(body, 'password'), field(body, 'again'));
  if ('problem' in chosen) {
    await inbox.sessions.note(session, chosen.problem);
    return back(reply);
  }
  const hash = await hashOf(inbox, chosen.password, reply);
  if (hash === undefined) return reply;
  await inbox.deps.store.desk.saveUser(found.user, hash);
  // Everyone who knew the old password is signed out, but the admin making the change here.
  await inbox.sessions.endFor(found.user.name, sessionIdFrom(request.headers.cookie));
  request.log.info('office user password reset');
  const notice = `${found.user.name} has a new password; they are signed out everywhere.`;
  return done(inbox, reply, session, notice, chosen.made ? chosen.password : undefined);
}

async function removePerson(inbox: Inbox, body: Body, reply: FastifyReply, session: Session) {
  const found = await named(inbox, body, session);
  if (!found) return back(reply);
  if (sameName(found.user.name, session.name)) {
    await inbox.sessions.note(session, 'You cannot remove yourself; nothing was changed.');
    return back(reply);
  }
  await inbox.deps.store.desk.removeUser(found.user.name);
  await inbox.sessions.endFor(found.user.name);
  return done(inbox, reply, session, `Removed ${found.user.name}; they are signed out everywhere.`);
}

/** The page's header: the inbox's own. */
const top = (session: Session) =>
  officeTop('people', session, `<input type="hidden" name="csrf" value="${e(session.csrf)}">`);

const roleSelect = (id: string, chosen: Role = 'staff') =>
  `<select id="${id}" name="role">${roles
    .map((r) => `<option value="${r}"${r === chosen ? ' selected' : ''}>${r}</option>`)
    .join('')}</select>`;

/** Two password fields; left empty, a password is made and shown once. */
const passwordFields = (
  id: string,
) => `<label for="${id}-password">Password <span class="hint">(at least ${minPasswordLength} characters; leave both empty to have one made)</span></label>
<input id="${id}-password" name="password" type="password" autocomplete="new-password" maxlength="200">
<label for="${id}-again">The same password again</label>
<input id="${id}-again" name="again" type="password" autocomplete="new-password" maxlength="200">`;

/** One person: who added them and when, their role, and the forms to change them. */
function personItem(user: OfficeUser, index: number, session: Session): string {
  const csrf = `<input type="hidden" name="csrf" value="${e(session.csrf)}"><input type="hidden" name="name" value="${e(user.name)}">`;
  const added = new Date(user.createdAt);
  const when = Number.isNaN(added.getTime())
    ? ''
    : ` on ${added.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })}`;
  const self = sameName(user.name, session.name);
  const id = `p${index}`;
  return `<li class="person">
<h3>${e(user.name)} <span class="tag">${user.role}</span></h3>
<p class="hint">Added by ${e(user.createdBy)}${when}</p>
${
  self
    ? '<p class="hint">This is you: someone else changes your role or removes you.</p>'
    : `<form method="post" action="/office/people/role" class="row">${csrf}<label for="${id}-role">Role</label> ${roleSelect(`${id}-role`, user.role)} <button type="submit">Change role</button></form>`
}
<details><summary>New password for ${e(user.name)}</summary>
<form method="post" action="/office/people/password" class="stack">${csrf}${passwordFields(id)}<button type="submit">Set the new password</button></form>
</details>
${self ? '' : `<form method="post" action="/office/people/remove">${csrf}<button type="submit" class="danger">Remove ${e(user.name)}</button></form>`}
</li>`;
}

/** The people page: everyone, and the form to add someone. */
export function peoplePage(view: { users: readonly OfficeUser[]; session: Session; notice?: string }): string {
  const { users, session } = view;
  const csrf = `<input type="hidden" name="csrf" value="${e(session.csrf)}">`;
  return layout(
    'People',
    `${top(session)}
<main>
${view.notice ? `<p class="notice" role="status">${e(view.notice)}</p>` : ''}
<h2>The office’s people</h2>
${
  users.length
    ? `<ul class="people">${users.map((user, i) => personItem(user, i, session)).join('\n')}</ul>`
    : '<p>Nobody yet: everyone signs in with the office password, as an admin.</p>'
}
<h2 id="add-title">Add someone</h2>
<form method="post" action="/office/people/add" class="stack narrow-form" aria-labelledby="add-title">${csrf}
<label for="add-name">Name <span class="hint">(as they sign in; up to ${maxNameLength} characters)</span></label>
<input id="add-name" name="name" required maxlength="${maxNameLength}" autocomplete="off">
<label for="add-role">Role <span class="hint">(an admin also manages the people here)</span></label>
${roleSelect('add-role')}
${passwordFields('add')}
<button type="submit">Add</button>
</form>
</main>`,
  );
}

/** The answer to a form that made a password: the password, this once. */
function madePasswordPage(notice: string, password: string): string {
  return layout(
    'New password',
    `<main class="narrow">
<h1>New password</h1>
<p class="notice" role="status">${e(notice)}</p>
<p>Their password, shown this once:</p>
<p class="password"><code>${e(password)}</code></p>
<p>Give it to them in person or by phone. Only its hash is kept: once you leave this page, nobody can see it again (set a new one if it is lost).</p>
<p><a href="/office/people/">Back to the people</a></p>
</main>`,
  );
}
