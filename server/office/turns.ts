/**
 * Sign-in posts answered a few per turn of the event loop (docs/office.md#signing-in). A burst of
 * 200 posts arrives at once, and Node answers every request it has read before it gets back to
 * the files a page is waiting for: each page would wait for the whole burst. Taking turns, at most
 * `perTurn` sign-ins go ahead per turn, and the rest wait for the next one, so a page's file reads
 * and the health check are answered in between.
 */

/** Sign-ins answered per turn of the event loop: a millisecond or two of work. */
export const signInsPerTurn = 8;

export class Turns {
  #used = 0;
  #scheduled = false;
  readonly #waiting: (() => void)[] = [];
  constructor(private readonly perTurn = signInsPerTurn) {}

  /** Resolves when this request may go ahead: at once while this turn has room, else in a later turn. */
  take(): Promise<void> | undefined {
    this.#schedule();
    if (this.#waiting.length === 0 && this.#used < this.perTurn) {
      this.#used++;
      return undefined;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** How many are waiting for a turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** The next turn starts after the I/O the loop has read (setImmediate runs after the poll phase). */
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#used = 0;
      while (this.#used < this.perTurn && this.#waiting.length > 0) {
        this.#used++;
        this.#waiting.shift()!();
      }
      if (this.#waiting.length > 0 || this.#used > 0) this.#schedule();
    });
  }
}
