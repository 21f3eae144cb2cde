import { DayRowPlaceholder } from './day-row';

/** A week's day rows while they load: `rows` grey rows, announced as `label` (e.g. „Tage werden geladen …“). */
export function DayRowsPlaceholder({ label, rows = 7, className = 'mb-2' }: { label: string; rows?: number; className?: string }) {
  return (
    <div className={`placeholder-glow ${className}`.trim()} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <ul className="list-group" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <DayRowPlaceholder key={i} />
        ))}
      </ul>
    </div>
  );
}
