import { Worker } from 'node:worker_threads';
import type { OpenedFiles } from './file-guard.mjs';
import type { PreparedLead } from './lead-writer.mjs';
import type { NotifyChannel, SaveResult } from './types';

/** An error from the writer thread, rebuilt with its code (SQLITE_BUSY, SQLITE_FULL…). */
function rebuild(error: { name: string; message: string; code?: string }): Error {
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}

/**
 * Commits on a worker thread with its own connection (commit-worker.mjs), so the event loop is
 * free while the disk flushes. Started on the first commit; restarted if it ever dies. Each commit
 * fails, so its leads are not acknowledged, unless the files at the paths are still `opened`.
 * New leads get notification rows on `channels` (lead-writer.mjs).
 */
export function writerThread(
  file: string,
  busyTimeoutMs: number,
  maxPageCount: number,
  opened: OpenedFiles,
  channels: readonly NotifyChannel[] = [],
) {
  let worker: Worker | undefined;
  let nextGroup = 0;
  const waiting = new Map<number, { resolve(results: SaveResult[]): void; reject(error: unknown): void }>();

  const start = () => {
    const w = new Worker(new URL('./commit-worker.mjs', import.meta.url), {
      workerData: { file, busyTimeoutMs, maxPageCount, opened, channels: [...channels] },
    });
    w.on('message', (message: { group: number; results?: SaveResult[]; error?: Parameters<typeof rebuild>[0] }) => {
      const pending = waiting.get(message.group);
      waiting.delete(message.group);
      if (waiting.size === 0) w.unref();
      if (message.error) pending?.reject(rebuild(message.error));
      else pending?.resolve(message.results ?? []);
    });
    const fail = (error: unknown) => {
      if (worker === w) worker = undefined;
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    w.on('error', fail);
    w.on('exit', () => fail(new Error('the lead store writer stopped')));
    return w;
  };

  /** Writes one group of new leads in one transaction; rejects (storing none) if it fails. */
  const commit = (leads: PreparedLead[]) =>
    new Promise<SaveResult[]>((resolve, reject) => {
      worker ??= start();
      const group = nextGroup++;
      waiting.set(group, { resolve, reject });
      worker.ref();
      worker.postMessage({ group, leads });
    });

  const close = async () => {
    const w = worker;
    worker = undefined;
    if (!w) return;
    const exited = new Promise((resolve) => w.once('exit', resolve));
    w.postMessage({ close: true });
    await exited;
  };
  return { commit, close };
}
