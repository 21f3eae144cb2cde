/**
 * The admin day and week pager: ‹ previous · current · next ›. On a phone the step buttons show only
 * their arrow („‹ · Diese Woche · ›“, one line at 360 px); their names stay whole for screen readers.
 */
export function PeriodPager({
  label,
  previous,
  current,
  next,
  currentPressed,
  onPrevious,
  onCurrent,
  onNext,
}: {
  label: string;
  previous: string;
  current: string;
  next: string;
  currentPressed?: boolean;
  onPrevious: () => void;
  onCurrent: () => void;
  onNext: () => void;
}) {
  return (
    <div className="btn-group btn-group-sm flex-nowrap" role="group" aria-label={label}>
      <button type="button" className="btn btn-outline-secondary" aria-label={previous} title={previous} onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
        <span className="d-none d-sm-inline"> {previous}</span>
      </button>
      <button type="button" className="btn btn-outline-secondary text-nowrap" aria-pressed={currentPressed} onClick={onCurrent}>
        {current}
      </button>
      <button type="button" className="btn btn-outline-secondary" aria-label={next} title={next} onClick={onNext}>
        <span className="d-none d-sm-inline">{next} </span>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
