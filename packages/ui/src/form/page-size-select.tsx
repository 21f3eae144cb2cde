import { useId } from 'react';

export interface PageSizeSelectProps<N extends number> {
  /** The label (e.g. „Anzeigen“). */
  label: string;
  value: N;
  /** The sizes offered; -1 = all. */
  options: readonly N[];
  /** The text for -1 (e.g. „alle“). */
  allLabel: string;
  onChange: (size: N) => void;
}

/** How many entries a list shows (the spec's 20/40/60/alle of points and incidents). */
export function PageSizeSelect<N extends number>({ label, value, options, allLabel, onChange }: PageSizeSelectProps<N>) {
  const id = useId();
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(event) => onChange(Number(event.target.value) as N)}>
        {options.map((size) => (
          <option key={size} value={size}>
            {size === -1 ? allLabel : size}
          </option>
        ))}
      </select>
    </>
  );
}
