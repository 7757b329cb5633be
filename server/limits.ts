/**
 * Limits across all clients, on top of the per-client rate limit: however many addresses a flood
 * comes from, the store takes at most `max` leads per window and holds at most `maxInFlight`
 * waiting writes, so it cannot fill the disk or the memory faster than the owner allows.
 */
export class GlobalLimit {
  #windowStart = 0;
  #count = 0;
  #inFlight = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxInFlight: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes a slot for a lead about to be written: `ok` with a `release` to call once the write has
   * settled, or the seconds to wait when either limit is reached.
   */
  acquire(): { ok: true; release: () => void } | { ok: false; retryAfterS: number; reason: 'window' | 'in_flight' } {
    const now = this.now();
    if (now - this.#windowStart >= this.windowMs) {
      this.#windowStart = now;
      this.#count = 0;
    }
    if (this.#inFlight >= this.maxInFlight) return { ok: false, retryAfterS: 1, reason: 'in_flight' };
    if (this.#count >= this.max) {
      const retryAfterS = Math.max(1, Math.ceil((this.#windowStart + this.windowMs - now) / 1000));
      return { ok: false, retryAfterS, reason: 'window' };
    }
    this.#count++;
    this.#inFlight++;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (!released) this.#inFlight--;
        released = true;
      },
    };
  }
}
