import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts from an attribute and follows it: the user moves on from the page's value (another
 * week, another year), and when the page sets the attribute to a new value the view shows that value,
 * as a fresh mount would (RELIABILITY.md case 3). `attribute` is the raw value that identifies it,
 * `initial` makes the state from it. The reset happens during render (React's "adjusting state when a
 * prop changes"), so no frame shows the old state with the new attribute.
 */
export function useAttributeState<T, A extends string | number | boolean | null | undefined>(
  attribute: A,
  initial: () => T,
): [T, Dispatch<SetStateAction<T>>] {
  const [given, setGiven] = useState(attribute);
  const [state, setState] = useState(initial);
  if (!Object.is(given, attribute)) {
    const next = initial();
    setGiven(attribute);
    setState(() => next);
    return [next, setState];
  }
  return [state, setState];
}
