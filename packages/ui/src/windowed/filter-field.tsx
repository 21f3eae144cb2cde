import { useDeferredValue, useId, useMemo, useState } from 'react';
import { WINDOW_FROM } from './windowed';

/**
 * „Filtern“: narrows a long list as one types (what the browser's find did before the list was windowed:
 * rows out of view are not in the document). Says how many rows match.
 */
export function FilterField({
  value,
  onChange,
  matches,
  total,
  label = 'Filtern',
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Rows that match (shown with `total` while a filter is set). */
  matches: number;
  total: number;
  label?: string;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <label className="form-label mb-0" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm w-auto flex-grow-1"
        style={{ maxWidth: '20rem' }}
        value={value}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-count`} className="small text-body-secondary" role="status">
        {value.trim() === '' ? '' : `${matches} von ${total}`}
      </span>
    </div>
  );
}

/** Lower case, no diacritics: „Müller“ is found by „muller“ and „MÜL“. */
export function foldForFilter(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/**
 * „Filtern“ over a list: the filter's text and the items that match it (all while it is empty). Offered
 * for a long list only (`long`: from `WINDOW_FROM` items; a short one is found with the browser's find).
 * The items' texts are folded on the first letter typed, not with the list. `textOf` must be stable.
 */
export function useListFilter<T>(items: readonly T[], textOf: (item: T) => string) {
  const [filter, setFilter] = useState('');
  const long = items.length >= WINDOW_FROM;
  const deferred = useDeferredValue(filter);
  const needle = long ? foldForFilter(deferred.trim()) : '';
  const filtering = needle !== '';
  const texts = useMemo(() => (filtering ? items.map((item) => foldForFilter(textOf(item))) : []), [items, filtering, textOf]);
  const shown = useMemo(() => (filtering ? items.filter((_, i) => texts[i]?.includes(needle)) : items), [items, texts, filtering, needle]);
  return { long, filter, setFilter, shown };
}
