// Spec-minimal answers (spec 01 §3: exactly the fields it names) and their Laravel variants, as plain
// data: the endpoint, schema and view tests and the stories share them (no backend imported here).

export const specClocking = {
  id: 7,
  clock_in: '2026-11-23 07:52:00',
  clock_out: '2026-11-23 12:00:00',
  clock_in_formatted: '07:52',
  clock_out_formatted: '12:00',
  time: 14880,
  type: 'regulär',
  comment: null,
  home_office: false,
};

export function specDay(date: string, extra: Record<string, unknown> = {}) {
  return {
    day: 'Montag',
    date,
    total: 27900,
    overtime: 900,
    is_done: true,
    futureDay: false,
    is_vacation: 0,
    absent_type: null,
    is_public_holiday: 0,
    bonus: 0,
    totalEqualOvertime: false,
    clockings: [specClocking],
    ...extra,
  };
}

/** The same day as Laravel serialises it: 0/1, numeric strings, a UTC timestamp, a German date. */
export function laravelDay(date: string) {
  const [y, m, d] = date.split('-');
  return {
    ...specDay(date),
    date: `Mo, ${d}.${m}.${y}`,
    total: '27900',
    overtime: '900',
    is_done: 1,
    futureDay: '0',
    totalEqualOvertime: 0,
    is_vacation: '0.00',
    is_public_holiday: '0',
    bonus: '0',
    clockings: [
      {
        ...specClocking,
        id: '7',
        clock_in: '2026-11-23T06:52:00.000000Z',
        clock_out: '2026-11-23T11:00:00.000000Z',
        time: '14880',
        home_office: 0,
      },
    ],
  };
}

export const specClockings = {
  clockings: { done: 14880, pending: 13920, required: 28800, items: [specClocking], week_overtime: -900 },
  breaks: { done: 0, pending: 1800, required: 1800, items: [] },
};
