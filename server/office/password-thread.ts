import { Worker } from 'node:worker_threads';
import { randomBytes } from 'node:crypto';
import { formatHash, newHashCost, type PasswordHash, saltBytes, keyBytes, scryptInput } from './password';

/**
 * The office password checks in a worker thread of their own that runs at the lowest scheduling
 * priority (docs/office.md#signing-in): on Linux `os.setPriority` called in a thread renices only
 * that thread, so while the pages, the lead posts or the health check want a processor, scrypt
 * waits; it gets the time nothing else wants. The checks still take turns in the HashQueue, so
 * the thread hashes one password at a time.
 */

/** The thread's code: plain JavaScript, so it runs the same under tsx, vitest and a build. */
const source = `
const { parentPort } = require('node:worker_threads');
const { scryptSync, timingSafeEqual } = require('node:crypto');
const { getPriority, setPriority } = require('node:os');
let priority = null;
try { setPriority(19); priority = getPriority(); } catch {}
parentPort.on('message', (job) => {
  if (job.priority) return parentPort.postMessage({ id: job.id, priority });
  try {
    if (job.derive) {
      return parentPort.postMessage({ id: job.id, key: scryptSync(job.password, job.salt, job.length, job.options) });
    }
    const derived = scryptSync(job.password, job.salt, job.key.length, job.options);
    parentPort.postMessage({ id: job.id, right: timingSafeEqual(derived, job.key) });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error && error.message) });
  }
});
`;

type Answer = { id: number; right?: boolean; key?: Uint8Array; error?: string; priority?: number | null };

/** Checks passwords against their hashes, and makes new hashes, on the low-priority thread, started at the first use. */
export class PasswordThread {
  #worker: Worker | undefined;
  #next = 0;
  readonly #waiting = new Map<number, (answer: Answer) => void>();

  /** Whether `password` matches `hash`, compared in constant time on the thread. */
  async verify(password: string, hash: PasswordHash): Promise<boolean> {
    // The same input as verifyPassword's (password.ts): the thread only runs scrypt and compares.
    const answer = await this.#ask({ ...scryptInput(password, hash), salt: hash.salt, key: hash.key });
    if (answer.error !== undefined) throw new Error(`password check failed: ${answer.error}`);
    return answer.right === true;
  }

  /** A new hash of `password` at `cost`, as hashPassword (password.ts) makes it, derived on the thread. */
  async hash(password: string, cost = newHashCost): Promise<string> {
    const salt = randomBytes(saltBytes);
    const answer = await this.#ask({ ...scryptInput(password, cost), salt, length: keyBytes, derive: true });
    if (answer.error !== undefined || !answer.key) throw new Error(`password hashing failed: ${answer.error}`);
    return formatHash(cost, salt, Buffer.from(answer.key));
  }

  /** The thread's nice value as it set it (19), or null where the system refused (tests, other systems). */
  async priority(): Promise<number | null> {
    return (await this.#ask({ priority: true })).priority ?? null;
  }

  /** Ends the thread; a later check starts a new one. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #ask(job: Record<string, unknown>): Promise<Answer> {
    const id = this.#next++;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.#thread().postMessage({ ...job, id });
    });
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(source, { eval: true });
    // A check in flight keeps it running; an idle thread does not keep the service from exiting.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      this.#waiting.get(answer.id)?.(answer);
      this.#waiting.delete(answer.id);
    });
    worker.on('error', (error) => this.#fail(worker, error.message));
    worker.on('exit', () => this.#fail(worker, 'the password thread stopped'));
    this.#worker = worker;
    return worker;
  }

  /** Every check waiting on a thread that failed answers with the error; the next check starts a new thread. */
  #fail(worker: Worker, message: string): void {
    if (this.#worker === worker) this.#worker = undefined;
    for (const answer of this.#waiting.values()) answer({ id: -1, error: message });
    this.#waiting.clear();
  }
}
