import { createContext, useCallback, useContext } from 'react';

/** Prefix of every DOM event a widget sends to its host page. */
export const EVENT_PREFIX = 'stempeluhr:' as const;

/** Every event a widget sends to the host page, with its `detail`. Listen with `el.addEventListener('stempeluhr:clocked-in', …)`. */
export interface WidgetEventMap {
  /** The user clocked in. */
  'clocked-in': { homeOffice: boolean };
  /** The user clocked out. */
  'clocked-out': Record<string, never>;
  /** A record was saved; `what` names it (e.g. `clocking`). */
  saved: { what: string; id?: number | string };
  /** A record was deleted. */
  deleted: { what: string; id?: number | string };
  /** A request or render failed; `message` is the German text shown. */
  failed: { message: string; status: number | null };
  /** A selection in a picker changed. */
  'selection-changed': { values: Array<string | number> };
  /** The flash message was dismissed or timed out. */
  dismissed: Record<string, never>;
  /**
   * The view could not read a server answer: which call, which field path, which tag (never a value),
   * for the host page's log. Also written once to console.warn.
   */
  contract: { call: string; path: string; tag: string };
}

export type WidgetEventName = keyof WidgetEventMap;

/** The host element a view is mounted in (null for npm users rendering the view themselves). */
export const WidgetHostContext = createContext<HTMLElement | null>(null);

export function emitWidgetEvent<K extends WidgetEventName>(target: EventTarget, name: K, detail: WidgetEventMap[K]): void {
  target.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}${name}`, { detail, bubbles: true, composed: true }));
}

/** Returns a function that sends a typed event from the view's host element (or the window). */
export function useWidgetEvent(): <K extends WidgetEventName>(name: K, detail: WidgetEventMap[K]) => void {
  const host = useContext(WidgetHostContext);
  return useCallback(
    <K extends WidgetEventName>(name: K, detail: WidgetEventMap[K]) => emitWidgetEvent(host ?? window, name, detail),
    [host],
  );
}

/** The DOM events of the widgets, derived from WidgetEventMap: `stempeluhr:<name>` with its typed `detail`. */
export type WidgetDomEventMap = { [K in WidgetEventName as `${typeof EVENT_PREFIX}${K}`]: CustomEvent<WidgetEventMap[K]> };

declare global {
  // The DOM's event maps gain ours, kept in one place: on the tag, and on the document and window they bubble to.
  /* eslint-disable @typescript-eslint/no-empty-object-type */
  interface HTMLElementEventMap extends WidgetDomEventMap {}
  interface DocumentEventMap extends WidgetDomEventMap {}
  interface WindowEventMap extends WidgetDomEventMap {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}
