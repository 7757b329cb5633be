const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Where a key moves the selection in a tab list (WAI-ARIA tabs pattern): arrows step and wrap
 * round, Home and End jump to the ends; undefined for any other key.
 */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  if (key in steps) return (current + steps[key]! + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
