import { describe, expect, it } from 'vitest';
import { formatCount, formatRupeeRange, formatRupees } from '@/lib/format';

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
  });
});
