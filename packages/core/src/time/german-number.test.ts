import { formatGermanNumber } from './german-number';
import { formatDecimal } from './time';
import { formatNumber } from './numbers';

// What a view shows must be what Intl's de-DE shows: the hand-written pattern is compared with it on the
// values that round differently on their binary and their decimal form, on ties, on thousands and on signs.
const VALUES = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -2.5,
  0.125,
  1.005,
  2.675,
  1.045,
  8.345,
  0.045,
  999.95,
  999.995,
  9999.5,
  -0.04,
  -0.4,
  -0.05,
  0.05,
  7.5,
  7.25,
  1234.56,
  -1234.56,
  1000,
  999,
  100000,
  1234567.891,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  -2 / 3,
  37.5,
  12.345,
  1e15,
  123456789012.345,
  4.35,
  0.000123,
  1.5e-7,
  1e21,
  Number.NaN,
  Infinity,
  -Infinity,
];
// Deterministic pseudo-random hours and balances (a 16-bit LCG): figures of every size.
let seed = 7;
for (let i = 0; i < 300; i++) {
  seed = (seed * 75 + 74) % 65537;
  VALUES.push(((seed % 20000) - 10000) / (1 + (seed % 7) * 13.7));
}

describe('German figures without Intl', () => {
  for (const grouping of [true, false]) {
    for (const maxDigits of [0, 1, 2, 3]) {
      for (const minDigits of [0, maxDigits]) {
        it(`are Intl's de-DE with ${minDigits}–${maxDigits} fraction digits${grouping ? ', grouped' : ''}`, () => {
          const intl = new Intl.NumberFormat('de-DE', {
            minimumFractionDigits: minDigits,
            maximumFractionDigits: maxDigits,
            useGrouping: grouping,
          });
          for (const value of VALUES)
            expect(formatGermanNumber(value, minDigits, maxDigits, grouping), String(value)).toBe(intl.format(value));
        });
      }
    }
  }

  it('the views’ formatters keep their look', () => {
    expect(formatDecimal(1.005, 2)).toBe('1,01');
    expect(formatDecimal(1234.56, 1)).toBe('1.234,6');
    expect(formatNumber(-1234.5, 2, { fixed: true })).toBe('−1.234,50');
    expect(formatNumber(5222, 0)).toBe('5.222');
    expect(formatNumber(1234.5, 1, { grouping: false, asciiMinus: true })).toBe('1234,5');
  });
});
