const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Formats an amount in rupees with Indian digit grouping: 150000 → "₹1,50,000". */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}

/** Formats a rupee range: "₹500 – ₹1,000". */
export function formatRupeeRange(range: { min: number; max: number }): string {
  return `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
}

/** Formats a count with Indian digit grouping: 10000 → "10,000". */
export function formatCount(n: number): string {
  return rupees.format(n);
}
