import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { IsoWeek } from '@stempeluhr/core';
import {
  Calendar,
  DatePicker,
  DateRangePicker,
  MonthYearNav,
  TimePicker,
  useNotice,
  WeekPicker,
  type CalendarView,
  type DateRange,
  type MonthYear,
  type TimeAccuracy,
} from '@stempeluhr/ui';

const day = (d: number, month = 11, year = 2026) => new Date(year, month - 1, d);

const events = [
  { title: 'Urlaub', start: '2026-11-24', allDay: true, className: 'text-bg-warning border-0' },
  { title: 'Feiertag', start: '2026-12-25', allDay: true, className: 'text-bg-info border-0' },
  { title: 'Dienstreise', start: '2026-11-26', end: '2026-11-28', allDay: true },
];

function dayTone(date: Date): string | undefined {
  const weekday = date.getDay();
  if (weekday === 0 || weekday === 6) return undefined;
  if (date < day(23)) return 'table-success';
  if (date.getTime() === day(23).getTime()) return 'table-danger';
  return undefined;
}

function CalendarDemo({ view }: { view: CalendarView }) {
  const [picked, setPicked] = useState<Date | null>(null);
  return (
    <div>
      <Calendar view={view} initialDate="2026-11-23" events={events} dayCellClassNames={dayTone} onDateClick={setPicked} />
      <p className="mt-2 mb-0 text-body-secondary" aria-live="polite">
        {picked ? `Gewählt: ${picked.toLocaleDateString('de-DE')}` : 'Tag anklicken oder mit Enter wählen.'}
      </p>
    </div>
  );
}

function DateDemo() {
  const [value, setValue] = useState<Date | null>(day(23));
  return (
    <DatePicker
      label="Datum"
      required
      value={value}
      onChange={setValue}
      excludeDates={[day(25)]}
      hint="Der 25.11. ist gesperrt; ein geleertes Pflichtfeld behält sein Datum."
    />
  );
}

function RangeDemo() {
  const [value, setValue] = useState<DateRange>({ start: day(23), end: day(24) });
  return (
    <DateRangePicker
      label="Zeitraum"
      required
      value={value}
      onChange={setValue}
      excludeDateIntervals={[{ start: day(1, 12), end: day(3, 12) }]}
    />
  );
}

function TimeDemo() {
  const [values, setValues] = useState<Record<TimeAccuracy, string>>({ 1: '08', 2: '08:05', 3: '08:05:30' });
  const labels: Record<TimeAccuracy, string> = { 1: 'Stunde', 2: 'Uhrzeit', 3: 'Uhrzeit mit Sekunden' };
  return (
    <div className="row g-3">
      {([1, 2, 3] as const).map((accuracy) => (
        <div className="col-12 col-md-4" key={accuracy}>
          <TimePicker
            label={labels[accuracy]}
            accuracy={accuracy}
            value={values[accuracy]}
            onChange={(value) => setValues((v) => ({ ...v, [accuracy]: value }))}
          />
        </div>
      ))}
    </div>
  );
}

function WeekDemo() {
  const [value, setValue] = useState<IsoWeek>({ year: 2026, week: 48 });
  return <WeekPicker label="Kalenderwoche" value={value} onChange={setValue} />;
}

function MonthYearDemo() {
  const [value, setValue] = useState<MonthYear>({ year: 2026, month: 11 });
  return (
    <div className="d-flex align-items-center gap-2">
      <MonthYearNav value={value} onChange={setValue} />
      <span className="text-body-secondary">Klick öffnet die Auswahl; Escape schließt sie.</span>
    </div>
  );
}

function ToastDemo() {
  const notice = useNotice();
  return (
    <div>
      {notice.toast}
      <p>Erfolgsmeldungen verschwinden nach 5 Sekunden; Fehler stehen im Widget, wo sie passiert sind.</p>
      <button type="button" className="btn btn-success" onClick={() => notice.say('Zeiten werden neu berechnet')}>
        Erfolg melden
      </button>
    </div>
  );
}

const meta = {
  title: 'Bausteine/Kalender und Auswahl',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const KalenderMonat: Story = { name: 'Kalender: Monat', render: () => <CalendarDemo view="month" /> };
export const KalenderWoche: Story = { name: 'Kalender: Woche', render: () => <CalendarDemo view="week" /> };
export const KalenderTag: Story = { name: 'Kalender: Tag', render: () => <CalendarDemo view="day" /> };
export const Datum: Story = { name: 'Datum', render: () => <DateDemo /> };
export const Zeitraum: Story = { name: 'Zeitraum', render: () => <RangeDemo /> };
export const Uhrzeit: Story = { name: 'Uhrzeit', render: () => <TimeDemo /> };
export const Kalenderwoche: Story = { name: 'Kalenderwoche', render: () => <WeekDemo /> };
export const MonatUndJahr: Story = { name: 'Monat und Jahr', render: () => <MonthYearDemo /> };
export const Benachrichtigungen: Story = { name: 'Benachrichtigungen', render: () => <ToastDemo /> };
