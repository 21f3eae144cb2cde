// What a designer rejects at a glance, measured in the browser (issue 24, point 10; issue 21's reflow):
// - the page scrolls sideways;
// - a control lies beyond the right edge, outside a box that scrolls on purpose (a week plan);
// - a word is broken inside a cell. Each run of letters between break opportunities (space, hyphen,
//   slash) gets a DOM Range: `getClientRects()` on more than one line means it was broken. Only a
//   token that is no word may break: an e-mail address, a login, an id (it holds @ . _ or a digit), or
//   one wider than the whole widget. A word squeezed into a narrow column is a finding, however narrow.
import type { Page } from '@playwright/test';

export interface LayoutFindings {
  sideways: number;
  offRight: string[];
  brokenWords: string[];
  /** Boxes that scroll sideways although they are no week plan (a table must stack instead). */
  sidewaysBoxes: string[];
}

/** The findings inside `tag` (and the page's sideways scroll) at the current viewport. */
export async function layoutFindings(page: Page, tag: string): Promise<LayoutFindings> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth - width;
    const roots = [...document.querySelectorAll(selector)];
    const scrollsOnPurpose = (node: Element | null): boolean => {
      for (let at = node?.parentElement ?? null; at && at !== document.body; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && at.scrollWidth > at.clientWidth) return true;
      }
      return false;
    };
    const hidden = (node: Element | null): boolean => !!node?.closest('.visually-hidden, .sr-only, [hidden], [aria-hidden="true"]');
    const describe = (node: Element): string => {
      const text = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${node.tagName.toLowerCase()} „${text}“`;
    };

    const offRight: string[] = [];
    for (const root of roots)
      for (const control of root.querySelectorAll('button, a[href], input, select, textarea, [role="button"]')) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || hidden(control)) continue;
        if (box.right > width + 1 && !scrollsOnPurpose(control)) offRight.push(describe(control));
      }

    const brokenWords: string[] = [];
    const segment = /[^\s\-‐–—/]{2,}/g;
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
        const parent = text.parentElement;
        if (!parent || hidden(parent)) continue;
        const value = text.data;
        for (const match of value.matchAll(segment)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const lines = new Set(rects.map((r) => Math.round(r.top)));
          if (lines.size < 2) continue;
          if (/[@._\d]/.test(match[0])) continue;
          const wide = rects.reduce((sum, r) => sum + r.width, 0);
          if (wide > (root.querySelector('.stempeluhr-widget') ?? root).getBoundingClientRect().width) continue;
          brokenWords.push(`„${match[0]}“ in ${describe(parent)}`);
        }
      }
    }
    const sidewaysBoxes: string[] = [];
    for (const root of roots)
      for (const box of root.querySelectorAll('*')) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow !== 'auto' && overflow !== 'scroll') continue;
        if (box.scrollWidth <= box.clientWidth + 1 || box.closest('.stempeluhr-table-box[data-layout="plan"]')) continue;
        const name = box.getAttribute('aria-label') ?? box.querySelector('caption, th')?.textContent ?? box.className;
        sidewaysBoxes.push(`${box.tagName.toLowerCase()} „${name.trim().slice(0, 40)}“ (${box.scrollWidth - box.clientWidth} px)`);
      }
    return { sideways, offRight: [...new Set(offRight)], brokenWords: [...new Set(brokenWords)], sidewaysBoxes };
  }, tag);
}

/** WCAG 1.4.12: line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16 (em). */
export const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** Applies TEXT_SPACING_CSS through the CSSOM (a strict CSP, like the demo's, refuses an inline <style>). */
export async function applyTextSpacing(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);
}
