/**
 * FullCalendar v6 injects its CSS into a `<style data-fullcalendar>` element. Under a strict CSP
 * (`style-src 'self'`) that element only gets a stylesheet when it carries the page's nonce, and
 * FullCalendar reuses such an element if one is already on the page. This prepares it.
 */

const SELECTOR = 'style[data-fullcalendar]';

function nonceOf(el: Element): string {
  // Browsers hide the nonce attribute once applied; the property keeps it.
  return (el as HTMLElement).nonce || el.getAttribute('nonce') || '';
}

/** The nonce the page offers for the calendar: `<meta name="csp-nonce" content="…">`. */
export function readCspNonce(doc: Document = document): string {
  try {
    return doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content')?.trim() ?? '';
  } catch {
    return '';
  }
}

/**
 * Makes sure a `<style data-fullcalendar nonce=…>` is on the page before a calendar renders.
 * The nonce comes from the argument or else from `<meta name="csp-nonce">`. Without a nonce it does
 * nothing. A nonce-less element FullCalendar created earlier (it does so when its module loads) is
 * replaced; FullCalendar refills the new element when the next calendar renders.
 * Returns the style element in use, or null when no nonce was available.
 */
export function ensureCalendarStyleNonce(nonce?: string | null, doc: Document = document): HTMLStyleElement | null {
  const value = (nonce ?? '').trim() || readCspNonce(doc);
  if (!value) return null;
  const existing = Array.from(doc.querySelectorAll<HTMLStyleElement>(SELECTOR));
  const match = existing.find((el) => nonceOf(el) === value);
  if (match) return match;
  const style = doc.createElement('style');
  style.setAttribute('data-fullcalendar', '');
  style.nonce = value;
  style.setAttribute('nonce', value);
  const head = doc.head ?? doc.documentElement;
  head.insertBefore(style, head.querySelector('script,link[rel=stylesheet],link[as=style],style'));
  // A nonce-less element would be found first by FullCalendar (and has no sheet under the CSP).
  for (const old of existing) old.remove();
  return style;
}

/**
 * Whether FullCalendar's style element could not get a stylesheet (an inline style blocked by the
 * CSP). False when there is no such element at all.
 */
export function calendarStylesBlocked(doc: Document = document): boolean {
  const el = doc.querySelector<HTMLStyleElement>(SELECTOR);
  return el !== null && el.isConnected && el.sheet === null;
}
