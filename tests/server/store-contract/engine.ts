import { afterEach, it } from 'vitest';
import type { LeadStore, NotifyChannel } from '../../../server/store/types';

/**
 * A storage engine the contract runs on: `open` answers a fresh, empty store of its own each
 * time, with the notification channels given (none when absent).
 */
export interface StoreEngine {
  name: string;
  open(options?: { channels?: readonly NotifyChannel[] }): Promise<LeadStore>;
  /**
   * Titles of contract tests this engine is known to fail, each named with why in the engine's
   * test file: they run as expected failures (`it.fails`), so one fixed shows up as a failure
   * to remove from the list.
   */
  knownGaps?: readonly string[];
}

/** The titles `contractTest` has registered, per engine, to check its known gaps against. */
const registered = new WeakMap<StoreEngine, Set<string>>();

/** `it` for one engine's run of the contract: a test it is known to fail runs as `it.fails`. */
export function contractTest(engine: StoreEngine) {
  const titles = registered.get(engine) ?? new Set<string>();
  registered.set(engine, titles);
  return (title: string, test: () => Promise<void>) => {
    titles.add(title);
    (engine.knownGaps?.includes(title) ? it.fails : it)(title, test);
  };
}

/** Known gaps that name no test of the contract (a title changed or mistyped). */
export function unmatchedGaps(engine: StoreEngine): string[] {
  const titles = registered.get(engine) ?? new Set<string>();
  return (engine.knownGaps ?? []).filter((title) => !titles.has(title));
}

/**
 * Opens stores for the tests of one `describe` block and closes each after its test, so a failing
 * assertion leaves no connection or writer behind for the next test.
 */
export function storeOpener(engine: StoreEngine) {
  const open: LeadStore[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
  });
  return {
    async open(options?: { channels?: readonly NotifyChannel[] }): Promise<LeadStore> {
      const store = await engine.open(options);
      open.push(store);
      return store;
    },
    /** A store the test closed itself: not closed again. */
    closedByTest(store: LeadStore): void {
      const at = open.indexOf(store);
      if (at >= 0) open.splice(at, 1);
    },
  };
}
