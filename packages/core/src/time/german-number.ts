// German figures without Intl on a view's first render. Chromium sets up ICU on a page's first Intl
// formatter, 20–40 ms before a view can show anything (docs/performance.md); the pattern of de-DE is
// small and fixed: a point between thousands, a comma before the fraction, a hyphen-minus. What this
// writes is what `Intl.NumberFormat('de-DE', …)` writes (german-number.test.ts compares them), and it
// asks Intl itself for what it does not cover (not finite, exponent notation).

const fallbacks = new Map<string, Intl.NumberFormat>();

function viaIntl(value: number, minDigits: number, maxDigits: number, grouping: boolean): string {
  const key = `${minDigits}:${maxDigits}:${grouping}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits, useGrouping: grouping });
    fallbacks.set(key, format);
  }
  return format.format(value);
}

/** A string of decimal digits plus one in its last place (`'0999'` → `'1000'`, `'99'` → `'100'`). */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * `value` in de-DE with `minDigits` to `maxDigits` fraction digits, rounded half away from zero on its
 * shortest decimal (as ICU does: 1.005 → `1,01`), thousands grouped when `grouping`. A negative value that
 * rounds to zero keeps its sign (`-0`), as Intl's does.
 */
export function formatGermanNumber(value: number, minDigits: number, maxDigits: number, grouping: boolean): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e') || maxDigits > 20) return viaIntl(value, minDigits, maxDigits, grouping);
  const [whole, fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maxDigits).padEnd(maxDigits, '0');
  if (fraction.length > maxDigits && fraction.charCodeAt(maxDigits) >= 53 /* '5' */) {
    digits = plusOne(digits);
  }
  let integer = maxDigits ? digits.slice(0, -maxDigits) || '0' : digits;
  let decimals = maxDigits ? digits.slice(-maxDigits) : '';
  let end = decimals.length;
  while (end > minDigits && decimals[end - 1] === '0') end--;
  decimals = decimals.slice(0, end);
  if (grouping) integer = integer.replace(/\B(?=(\d{3})+$)/g, '.');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${integer}${decimals ? `,${decimals}` : ''}`;
}
