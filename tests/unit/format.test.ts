import { describe, expect, it } from 'vitest';
import { formatCount, formatRupeeRange, formatRupees } from '@/lib/shared/format';

describe('Indian number formatting', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(500)).toBe('₹500');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(12500000)).toBe('₹1,25,00,000');
  });

  it('formats ranges and counts', () => {
    expect(formatRupeeRange({ min: 2500, max: 3000 })).toBe('₹2,500 – ₹3,000');
    expect(formatCount(10000)).toBe('10,000');
    expect(formatCount(0)).toBe('0');
  });

  it('agrees with the en-IN locale for whole, fractional and negative numbers', () => {
    const locale = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const samples = [0, 7, 99, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1234567, 98765432, 123456789012];
    for (const n of [...samples, ...samples.map((x) => -x - 1), 1499.4, 1499.6, 2.5]) {
      expect(formatCount(n), String(n)).toBe(locale.format(n));
    }
  });
});
