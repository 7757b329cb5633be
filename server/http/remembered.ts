/**
 * A function of a string remembered for the last keys it was asked about. Every request asks the
 * same few questions (which headers a path gets, what an Origin header normalises to), and a burst
 * of requests asks them hundreds of times at once (docs/office.md#signing-in). The keys come from
 * requests, so the memory is bounded: once it holds `size` keys it starts again empty.
 */
export function remembered<V>(compute: (key: string) => V, size = 1_000): (key: string) => V {
  const answers = new Map<string, V>();
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as V;
    if (answers.size >= size) answers.clear();
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}
