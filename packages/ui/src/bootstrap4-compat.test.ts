// @vitest-environment node
// The Bootstrap 4.6 supplement (issue 21, docs/decisions/bootstrap.md) styles our widgets only: every
// rule is scoped to `.stempeluhr-widget` (every widget's container) or `.stempeluhr-layer` (dialogs in
// <body>), so the legacy page around them keeps its own Bootstrap — and it is a supplement, not Bootstrap.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const css = readFileSync(resolve(__dirname, 'bootstrap4-compat.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** A selector list split at its top-level commas (`:is(a, b) c, d` → `:is(a, b) c`, `d`). */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(part.trim());
      part = '';
    } else part += char;
  }
  return [...parts, part.trim()];
}

/** Every style rule's selectors (inside @media and @supports too; @keyframes steps are not selectors). */
function selectors(source: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let prelude = '';
  const stack: string[] = [];
  for (const char of source) {
    if (char === '{') {
      const head = prelude.trim();
      stack.push(head);
      const inKeyframes = stack.slice(0, -1).some((h) => h.startsWith('@keyframes'));
      if (!head.startsWith('@') && !inKeyframes) found.push(...splitList(head));
      prelude = '';
      depth += 1;
    } else if (char === '}') {
      stack.pop();
      prelude = '';
      depth -= 1;
    } else if (char === ';' && depth > 0) {
      prelude = '';
    } else {
      prelude += char;
    }
  }
  return found;
}

describe('bootstrap4-compat.css', () => {
  it('scopes every rule to the widgets (.stempeluhr-widget) or their dialogs (.stempeluhr-layer)', () => {
    const all = selectors(css);
    expect(all.length).toBeGreaterThan(50);
    const scoped = /^(:is\(\.stempeluhr-widget, \.stempeluhr-layer\)|\.stempeluhr-(widget|layer)\b)/;
    expect(all.filter((s) => !scoped.test(s))).toEqual([]);
  });

  it('supplies what 4.6 lacks and is no copy of Bootstrap (a few KiB, no grid, no reboot)', () => {
    for (const supplied of ['.visually-hidden', '.text-bg-success', '.form-select', '.ms-2', '.gap-2', '.fw-semibold'])
      expect(css).toContain(supplied);
    expect(css.length).toBeLessThan(40_000);
    expect(css).not.toMatch(/(^|[\s,}])(html|body|\.container|\.row)\s*[{,]/);
  });
});
