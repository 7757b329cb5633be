import { ulid } from '../leads/ids';
import type { PreparedLead } from './lead-writer.mjs';
import type { NewLead, SaveResult } from './types';
import { phoneKey } from './rows';

/** A save waiting for the next group commit. */
interface Waiting {
  lead: NewLead;
  now: Date;
  resolve(result: SaveResult): void;
  reject(error: unknown): void;
}

/** How saves are grouped. */
export interface GroupOptions {
  /** Extra wait before a group commit; 0 = the next event-loop turn. */
  commitWindowMs: number;
  /** Most saves in one group. */
  maxBatch: number;
}

/**
 * Groups saves: every `save` made before the next event-loop turn (or within `commitWindowMs`)
 * goes to `commit` together, so one transaction and one disk flush cover them all; each caller's
 * promise settles only after that commit. While a group is being written, new saves queue up; they
 * form the next group, sent as soon as this one is done. A failed group rejects all its callers.
 */
export function groupCommit(commit: (leads: PreparedLead[]) => Promise<SaveResult[]>, options: GroupOptions) {
  const { commitWindowMs, maxBatch } = options;
  const queue: Waiting[] = [];
  let timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  let committing = false;
  const drained: (() => void)[] = [];

  const flush = () => {
    timer = undefined;
    if (committing) return;
    if (queue.length === 0) {
      for (const done of drained.splice(0)) done();
      return;
    }
    const group = queue.splice(0, maxBatch);
    committing = true;
    const leads = group.map(({ lead, now }) => ({
      id: ulid(now.getTime()),
      kind: lead.kind,
      payload: JSON.stringify(lead.payload),
      key: lead.idempotencyKey,
      spam: lead.spam,
      at: now.toISOString(),
      hold: lead.hold ?? null,
      heldFrom: lead.heldFrom ?? null,
      phone: phoneKey(lead.payload.phone),
      ...(lead.notify ? { notify: lead.notify } : {}),
    }));
    commit(leads)
      .then(
        (results) => group.forEach((w, i) => w.resolve(results[i]!)),
        (error: unknown) => group.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        committing = false;
        flush();
      });
  };

  const schedule = () => {
    if (timer || committing) return;
    timer = commitWindowMs > 0 ? setTimeout(flush, commitWindowMs) : setImmediate(flush);
  };

  return {
    /** Queues one save for the next group; settles once that group is committed. */
    save: (lead: NewLead, now: Date) =>
      new Promise<SaveResult>((resolve, reject) => {
        queue.push({ lead, now, resolve, reject });
        schedule();
      }),
    /** Writes what is queued now, without waiting for the window; settles when the queue is empty. */
    drain: () => {
      if (timer) {
        clearTimeout(timer as NodeJS.Timeout);
        clearImmediate(timer as NodeJS.Immediate);
      }
      return new Promise<void>((resolve) => {
        drained.push(resolve);
        flush();
      });
    },
  };
}

/**
 * A store's saves through its group commit, as both engines take them: refused once the store is
 * closing; `lastFull` while the last save failed for lack of space (`isFull`) and none has been
 * stored since.
 */
export function storeSaves(groups: ReturnType<typeof groupCommit>, isFull: (error: unknown) => boolean) {
  let closed = false;
  let lastFull = false;
  return {
    save(lead: NewLead, now: Date): Promise<SaveResult> {
      if (closed) return Promise.reject(new Error('the lead store is closed'));
      return groups.save(lead, now).then(
        (result) => {
          lastFull = false;
          return result;
        },
        (error: unknown) => {
          if (isFull(error)) lastFull = true;
          throw error;
        },
      );
    },
    get lastFull() {
      return lastFull;
    },
    /** Refuses further saves; false when it was already closing. */
    close(): boolean {
      if (closed) return false;
      closed = true;
      return true;
    },
  };
}
