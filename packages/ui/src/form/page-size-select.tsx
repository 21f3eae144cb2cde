import { useId, type ReactNode } from 'react';

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

export interface ListToolbarProps<N extends number> {
  /** What the list shows (a month or year control). */
  period: ReactNode;
  /** How many entries it shows. */
  pageSize: PageSizeSelectProps<N>;
  /** „Neuer Eintrag“: the view's one solid action. */
  newLabel: string;
  onNew: () => void;
}

/** Above an admin list: its period, its page size and „Neuer Eintrag“ (one line when wide; stacked at 360 px). */
export function ListToolbar<N extends number>({ period, pageSize, newLabel, onNew }: ListToolbarProps<N>) {
  return (
    <div className="row g-2 align-items-end mb-3">
      <div className="col-12 col-sm-auto">{period}</div>
      <div className="col-6 col-sm-auto">
        <PageSizeSelect {...pageSize} />
      </div>
      <div className="col-6 col-sm-auto ms-sm-auto">
        <button type="button" className="btn btn-primary w-100" onClick={onNew}>
          {newLabel}
        </button>
      </div>
    </div>
  );
}
