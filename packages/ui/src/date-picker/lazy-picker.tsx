import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type PickerLibrary = typeof import('./picker-library');

export const PICKER_LOAD_TEXTS = {
  failed: 'Der Kalender konnte nicht geladen werden. Bitte die Verbindung prüfen und das Feld noch einmal anklicken.',
  failedTyping:
    'Der Kalender konnte nicht geladen werden. Das Datum kann weiter eingetippt werden; zum erneuten Versuch das Feld noch einmal anklicken.',
} as const;

const importLibrary = (): Promise<PickerLibrary> => import('./picker-library');
let importer = importLibrary;
let library: PickerLibrary | null = null;
let pending: Promise<PickerLibrary> | null = null;

/** Loads react-datepicker once per page; a failed load is tried again on the next call. */
export function loadPickerLibrary(): Promise<PickerLibrary> {
  if (library) return Promise.resolve(library);
  pending ??= importer().then(
    (loaded) => {
      library = loaded;
      return loaded;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Warms the chunk (pointer over a field): a failure here is silent, the next request shows it. */
export function prefetchPickerLibrary(): void {
  loadPickerLibrary().catch(() => undefined);
}

/** Tests only: forget the loaded library and load it with `next` from now on. */
export function resetPickerLibraryForTests(next: () => Promise<PickerLibrary> = importLibrary): void {
  library = null;
  pending = null;
  importer = next;
}

/** What the stand-in field was doing when the library arrived. */
interface Takeover {
  focusId: string | null;
  /**
   * The stand-in field that had the focus. Its caret is read when the library's field replaces it, not
   * when the library arrived: a key typed in between (the take-over waits for React's next render) moved
   * it. Restored from the earlier caret, the rest of a fast-typed date went in before its last digits
   * (`16.11.2026` became `16.11.0262`).
   */
  field: HTMLInputElement | null;
  openId: string | null;
}

export interface PickerLoader {
  /** react-datepicker, once loaded (at once when another picker of the page loaded it already). */
  library: PickerLibrary | null;
  /** The last load failed (shown at the field; the next request tries again). */
  failed: boolean;
  loading: boolean;
  /** The user focused (open false) or opened (open true) the stand-in field `id`. */
  request: (id: string, open: boolean) => void;
  /** Called by the picker with its react-datepicker instance per field id, to open it after the take-over. */
  register: (id: string) => (instance: { setOpen: (open: boolean) => void } | null) => void;
}

/**
 * The pickers render a stand-in field (same markup, value, label and aria attributes) until the user
 * focuses, clicks or opens it; then react-datepicker is loaded and takes over: the field that had the
 * focus gets it back (with the caret where it was) and the calendar opens if the user asked for it.
 */
export function usePickerLibrary(fieldIds: readonly string[]): PickerLoader {
  const [loaded, setLoaded] = useState<PickerLibrary | null>(library);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const takeover = useRef<Takeover | null>(null);
  const openId = useRef<string | null>(null);
  const instances = useRef(new Map<string, { setOpen: (open: boolean) => void }>());
  const mounted = useRef(false);
  // Held in a ref as well: a click right after the focus (before React re-rendered) must not start a
  // second take-over that forgets the first one's request to open.
  const busy = useRef(false);
  const idList = fieldIds.join(' ');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = useCallback(
    (id: string, open: boolean) => {
      if (open) openId.current = id;
      // The library arrived but React has not re-rendered yet: the take-over to come opens this field too.
      // (Without this, a click in that moment started a second load whose take-over nobody rendered.)
      const coming = takeover.current;
      if (coming) {
        if (open) coming.openId = id;
        openId.current = null;
        return;
      }
      if (loaded || busy.current) return;
      busy.current = true;
      setLoading(true);
      setFailed(false);
      loadPickerLibrary().then(
        (lib) => {
          busy.current = false;
          if (!mounted.current) return;
          const active = document.activeElement;
          const focusId = active instanceof HTMLElement && idList.split(' ').includes(active.id) ? active.id : null;
          const field = focusId && active instanceof HTMLInputElement ? active : null;
          takeover.current = { focusId, field, openId: openId.current };
          openId.current = null;
          setLoading(false);
          setLoaded(() => lib);
        },
        () => {
          busy.current = false;
          if (!mounted.current) return;
          openId.current = null;
          setLoading(false);
          setFailed(true);
        },
      );
    },
    [loaded, idList],
  );

  useLayoutEffect(() => {
    const next = takeover.current;
    if (!loaded || !next) return;
    takeover.current = null;
    if (next.focusId) {
      const field = document.getElementById(next.focusId);
      field?.focus();
      // The replaced stand-in keeps its caret after it left the page. When the text changed since (a key
      // typed in the same render), the caret goes to the end of what is there now.
      const { field: standIn } = next;
      if (standIn && standIn !== field && field instanceof HTMLInputElement) {
        const end = field.value.length;
        const { selectionStart, selectionEnd } = standIn;
        if (standIn.value === field.value && selectionStart !== null && selectionEnd !== null)
          field.setSelectionRange(selectionStart, selectionEnd);
        else field.setSelectionRange(end, end);
      }
    }
    if (next.openId) instances.current.get(next.openId)?.setOpen(true);
  }, [loaded]);

  const register = useCallback(
    (id: string) => (instance: { setOpen: (open: boolean) => void } | null) => {
      if (instance) instances.current.set(id, instance);
      else instances.current.delete(id);
    },
    [],
  );

  return { library: loaded, failed, loading, request, register };
}
