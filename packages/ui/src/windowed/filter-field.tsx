import { useId } from 'react';

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
