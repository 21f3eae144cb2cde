// A host page for the shared suites (packages/widgets/src/*.test.tsx): markup as a server template
// writes it, mounted through the tags, and "settled" as a user would see it.
import { waitFor } from '@testing-library/react';

/** Puts `html` (our own manifest example) into a new element on the page, as a server template does. */
export function mountHtml(html: string): HTMLElement {
  const app = document.createElement('div');
  // Test-only: the markup is our own manifest example.
  app.insertAdjacentHTML('afterbegin', html);
  document.body.appendChild(app);
  return app;
}

/** Text of an element, as the user reads it. */
export const textOf = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The view's code has loaded (its container has content) and nothing is loading any more. */
export const isSettled = (app: HTMLElement): boolean =>
  [...app.querySelectorAll('.stempeluhr-widget')].some((c) => c.childElementCount > 0) && !app.querySelector('[aria-busy="true"]');

/** Waits until `app` is settled; a failure names what the page shows. */
export async function settled(app: HTMLElement): Promise<void> {
  await waitFor(() => expect(isSettled(app), textOf(app)).toBe(true), { timeout: 8000 });
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
