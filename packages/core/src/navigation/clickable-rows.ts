import { navigateTo } from './navigate';

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [contenteditable="true"]';

function rowOf(event: Event): HTMLTableRowElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  // Clicks on the row's own controls (an edit button inside it) are theirs, not the row's.
  const interactive = target.closest(INTERACTIVE);
  const row = target.closest<HTMLTableRowElement>('tr[data-href]');
  if (!row || (interactive && row.contains(interactive))) return null;
  return row;
}

function onClick(event: MouseEvent): void {
  const row = rowOf(event);
  if (!row || event.defaultPrevented) return;
  if (window.getSelection()?.toString()) return; // the user was selecting text
  const newTab = event.ctrlKey || event.metaKey || event.shiftKey;
  navigateTo(row.dataset.href ?? '', newTab ? 'new-tab' : 'same-tab');
}

function onAuxClick(event: MouseEvent): void {
  if (event.button !== 1) return;
  const row = rowOf(event);
  if (!row) return;
  event.preventDefault();
  navigateTo(row.dataset.href ?? '', 'new-tab');
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Enter') return;
  const target = event.target;
  if (!(target instanceof HTMLTableRowElement) || !target.matches('tr[data-href]')) return;
  event.preventDefault();
  navigateTo(target.dataset.href ?? '', event.ctrlKey || event.metaKey ? 'new-tab' : 'same-tab');
}

/** Makes rows keyboard-reachable: a `tr[data-href]` without tabindex gets one. */
function markRows(root: ParentNode): void {
  root.querySelectorAll<HTMLTableRowElement>('tr[data-href]:not([tabindex])').forEach((row) => {
    row.tabIndex = 0;
    row.classList.add('clickable-row');
  });
}

let installed = false;
let observer: MutationObserver | null = null;

/**
 * One set of delegated listeners on the document serves server-rendered tables and rows inside
 * widgets alike (the legacy `<tr class="clickable-row" data-href="...">` pattern). Idempotent.
 */
export function installClickableRows(doc: Document = document): () => void {
  if (installed) return uninstallClickableRows;
  installed = true;
  doc.addEventListener('click', onClick);
  doc.addEventListener('auxclick', onAuxClick);
  doc.addEventListener('keydown', onKeyDown);
  const mark = () => markRows(doc);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', mark, { once: true });
  else mark();
  observer = new MutationObserver(mark);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return uninstallClickableRows;
}

export function uninstallClickableRows(doc: Document = document): void {
  if (!installed) return;
  installed = false;
  doc.removeEventListener('click', onClick);
  doc.removeEventListener('auxclick', onAuxClick);
  doc.removeEventListener('keydown', onKeyDown);
  observer?.disconnect();
  observer = null;
}
