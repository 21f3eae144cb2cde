import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type SelectHTMLAttributes,
} from 'react';

/** German texts of a select that saves (screen readers hear them with the field). */
export const COMMIT_SELECT_TEXTS = {
  staged: 'Noch nicht gespeichert. Mit Eingabetaste oder Tab speichern, mit Escape verwerfen.',
  failed: 'Nicht gespeichert. Mit Eingabetaste erneut versuchen, mit Escape verwerfen.',
} as const;

/** What a save reports: `false` or `{ ok: false }` (e.g. a `useWrite` result) means it failed. */
export type CommitOutcome = void | boolean | { ok: boolean };

/** `saved`: shows the saved value; `staged`: changed by keys, not sent yet; `saving`; `failed`: kept, not saved. */
export type CommitState = 'saved' | 'staged' | 'saving' | 'failed';

export interface CommitOnChangeOptions {
  /** The saved value. */
  value: string;
  /** Saves a choice; may return a promise of the outcome. */
  onCommit: (value: string) => CommitOutcome | Promise<CommitOutcome>;
  /** The select takes no changes now (e.g. `aria-disabled` while something else saves): they are undone. */
  locked?: boolean;
}

// Keys that never change a closed select's value by themselves: they open its list (Space, F4,
// Alt+arrows, Enter in Chromium), move the focus or are modifiers.
const NOT_A_STEP = new Set(['Enter', ' ', 'Spacebar', 'Tab', 'Escape', 'F4', 'Shift', 'Control', 'Alt', 'AltGraph', 'Meta']);

function failedOutcome(outcome: CommitOutcome): boolean {
  return outcome === false || (typeof outcome === 'object' && outcome !== null && !outcome.ok);
}

/**
 * A native select that saves, without one save per arrow key. Chromium and Windows browsers change a
 * focused closed select's value with ArrowUp/ArrowDown/Home/End/PageUp/PageDown or typing, and fire
 * `change` at once, during that key's default action. Such a change is only shown (state `staged`)
 * and saved once on Enter or when the focus leaves; Escape restores the saved value and sends nothing.
 * A change without a step key before it, a pointer choice or one made in the opened list (Alt+ArrowDown,
 * F4 or Space open it, Enter takes the option), is saved at once. A failed save keeps the choice on
 * screen (`failed`); Enter tries again. While a save runs, further changes are ignored.
 */
export function useCommitOnChange({ value, onCommit, locked = false }: CommitOnChangeOptions) {
  const [draft, setDraft] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Set by a step key's keydown, until its keyup (typing changes the value on keypress, after keydown).
  const stepKey = useRef(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The saved value caught up with the choice (or the keys walked back to it): nothing is pending.
  if (draft !== null && draft === value && !saving) {
    setDraft(null);
    setFailed(null);
  }

  const dirty = draft !== null && draft !== value;
  const state: CommitState = saving ? 'saving' : !dirty ? 'saved' : failed === draft ? 'failed' : 'staged';

  const commit = async (next: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setDraft(next);
    setFailed(null);
    setSaving(true);
    let ok: boolean;
    try {
      ok = !failedOutcome(await onCommit(next));
    } catch {
      ok = false;
    }
    inFlight.current = false;
    if (!mounted.current) return;
    setSaving(false);
    if (ok) setDraft(null);
    else setFailed(next);
  };

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    // Controlled: without a state change React puts the shown value back.
    if (locked || inFlight.current) return;
    const next = event.target.value;
    if (!stepKey.current) {
      void commit(next);
      return;
    }
    setDraft(next === value ? null : next);
    setFailed(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    const { key } = event;
    if (key === 'Enter' && dirty && draft !== null) {
      // Saves instead of opening the list (Chromium opens it on Enter).
      event.preventDefault();
      if (!locked) void commit(draft);
      return;
    }
    if (key === 'Escape' && dirty && !saving) {
      // Restores; the Escape is the field's, not the dialog's around it.
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
      setFailed(null);
      return;
    }
    stepKey.current = !NOT_A_STEP.has(key) && !event.altKey && !event.ctrlKey && !event.metaKey;
  };

  const endStep = () => {
    stepKey.current = false;
  };

  const onBlur = () => {
    endStep();
    // A failed choice is sent again only by Enter, not by every focus change.
    if (state === 'staged' && draft !== null && !locked) void commit(draft);
  };

  return {
    state,
    /** The value to show: the choice while it is pending, else the saved one. */
    shown: draft ?? value,
    handlers: { onChange, onKeyDown, onKeyUp: endStep, onBlur, onPointerDown: endStep },
  };
}

export interface CommitSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'multiple'
> {
  /** The saved value. */
  value: string;
  /** Saves a choice: at once for a pointer or opened-list choice, on Enter or when leaving for keys on the closed select. */
  onCommit: (value: string) => CommitOutcome | Promise<CommitOutcome>;
}

/**
 * `<select>` that saves on commit (see `useCommitOnChange`). A pending choice shows a dashed outline
 * (`data-commit-state`) and a visually hidden German hint tied by `aria-describedby`. With
 * `aria-disabled` the select keeps the focus and takes no changes (a disabled one drops the focus).
 */
export function CommitSelect({ value, onCommit, className, children, ...rest }: CommitSelectProps) {
  const hintId = useId();
  const locked = rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const { state, shown, handlers } = useCommitOnChange({ value, onCommit, locked });
  const pending = state === 'staged' || state === 'failed';
  const describedBy = [rest['aria-describedby'], pending ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  const chain =
    <E,>(own: (event: E) => void, theirs?: (event: E) => void) =>
    (event: E) => {
      theirs?.(event);
      own(event);
    };
  return (
    <>
      <select
        {...rest}
        className={[className, 'stempeluhr-commit-select'].filter(Boolean).join(' ')}
        value={shown}
        data-commit-state={state}
        aria-describedby={describedBy}
        onChange={handlers.onChange}
        onKeyDown={chain<KeyboardEvent<HTMLSelectElement>>(handlers.onKeyDown, rest.onKeyDown)}
        onKeyUp={chain<KeyboardEvent<HTMLSelectElement>>(handlers.onKeyUp, rest.onKeyUp)}
        onBlur={chain<FocusEvent<HTMLSelectElement>>(handlers.onBlur, rest.onBlur)}
        onPointerDown={chain<PointerEvent<HTMLSelectElement>>(handlers.onPointerDown, rest.onPointerDown)}
      >
        {children}
      </select>
      {pending && (
        <span id={hintId} className="visually-hidden">
          {state === 'failed' ? COMMIT_SELECT_TEXTS.failed : COMMIT_SELECT_TEXTS.staged}
        </span>
      )}
    </>
  );
}
