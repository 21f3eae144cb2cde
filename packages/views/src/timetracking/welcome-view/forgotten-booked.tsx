import { formatDayLong, formatIsoWeek, formatOvertime, overtimeTone } from '@stempeluhr/core';
import { WELCOME_TEXTS as T } from '../texts/welcome';

/** After a forgotten clock-out was booked: the day, the time and, when known, that week's balance now. */
export function ForgottenBooked({
  booked,
  balance,
  onClose,
}: {
  booked: { date: string; time: string };
  balance: number | null;
  onClose: () => void;
}) {
  return (
    <div className="alert alert-success d-flex flex-wrap align-items-center gap-2 mb-0" role="status" data-testid="forgotten-booked">
      <span>{T.forgottenBooked(formatDayLong(booked.date), booked.time)}</span>
      {balance !== null && (
        <span>
          {T.forgottenBookedWeek(formatIsoWeek(booked.date))}{' '}
          <span className={`fw-semibold tabular-nums ${overtimeTone(balance)}`}>{formatOvertime(balance)}</span>
        </span>
      )}
      <button type="button" className="btn-close ms-auto" aria-label={T.close} onClick={onClose} />
    </div>
  );
}
