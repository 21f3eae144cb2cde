// Test helper: what Chromium (and browsers on Windows) do with keys on a focused CLOSED select, which
// jsdom does not: ArrowUp/ArrowDown, Home/End move the choice and fire `input` and `change` at once,
// as the key's default action (after the page's keydown listeners, unless one prevented it).
// Alt+arrows open the list instead; a choice in the opened list arrives as a `change` without a keydown
// on the page (`pickInOpenList`).
import { fireEvent } from '@testing-library/react';
import { onTestFinished } from 'vitest';

function step(select: HTMLSelectElement, key: string): number {
  const last = select.options.length - 1;
  const usable = (i: number) => !select.options[i]?.disabled;
  const from = select.selectedIndex;
  const walk = (start: number, by: number) => {
    for (let i = start; i >= 0 && i <= last; i += by) if (usable(i)) return i;
    return from;
  };
  if (key === 'ArrowDown' || key === 'ArrowRight') return walk(from + 1, 1);
  if (key === 'ArrowUp' || key === 'ArrowLeft') return walk(from - 1, -1);
  if (key === 'Home') return walk(0, 1);
  if (key === 'End') return walk(last, -1);
  return from;
}

function fireChange(select: HTMLSelectElement): void {
  // fireEvent: inside React's act(), as user-event's own events are.
  fireEvent.input(select);
  fireEvent.change(select);
}

/** From now until the test ends, keys on any closed select behave as in Chromium. */
export function closedSelectKeys(): void {
  // On window, bubbling: runs after the page's (React's) keydown handlers, as a default action does.
  const onKeyDown = (event: KeyboardEvent) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || event.defaultPrevented || event.altKey || select.disabled) return;
    const index = step(select, event.key);
    if (index === select.selectedIndex) return;
    select.selectedIndex = index;
    fireChange(select);
  };
  window.addEventListener('keydown', onKeyDown);
  onTestFinished(() => window.removeEventListener('keydown', onKeyDown));
}

/** A choice taken in the opened list (Alt+ArrowDown, arrows, Enter): the page sees only the change. */
export function pickInOpenList(select: HTMLSelectElement, label: string): void {
  const index = Array.from(select.options).findIndex((o) => o.text === label);
  if (index < 0) throw new Error(`keine Option „${label}“`);
  select.selectedIndex = index;
  fireChange(select);
}
