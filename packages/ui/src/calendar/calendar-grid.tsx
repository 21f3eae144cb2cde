// FullCalendar itself, loaded on demand by <Calendar>: FullCalendar adds its <style> element as soon as
// its module runs, so it must run after ensureCalendarStyleNonce() has put the nonce'd one on the page
// (and pages without a calendar never load it).
import { todayBerlin } from '@stempeluhr/core';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CalendarApi, DatesSetArg, DayCellContentArg, DayCellMountArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { calendarStylesBlocked } from './style-nonce';

const PLUGINS = [dayGridPlugin];
const WEEK_NUMBER_FORMAT = { week: 'short' } as const;
const LOCALE = { ...deLocale, weekTextLong: 'KW' };

export interface CalendarGridProps {
  apiRef: RefObject<CalendarApi | null>;
  initialView: string;
  initialDate?: Date | string;
  events: EventInput[];
  datesSet: (arg: DatesSetArg) => void;
  dayCellClassNames: (arg: DayCellContentArg) => string[];
  /** What a day cell shows beside (or instead of) its number; default the number. */
  dayCellContent?: (arg: DayCellContentArg) => ReactNode;
  dayCellDidMount: (arg: DayCellMountArg) => void;
}

export default function CalendarGrid({ apiRef, ...options }: CalendarGridProps) {
  const ref = useRef<FullCalendar>(null);
  const [stylesFailed, setStylesFailed] = useState(false);
  if (stylesFailed) throw new Error('FullCalendar konnte seine Styles nicht einfügen (Content Security Policy ohne Nonce?).');

  useLayoutEffect(() => {
    // Without its styles (an inline <style> blocked by the CSP) the grid is unusable: show the fallback.
    if (calendarStylesBlocked()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- FullCalendar inserts its <style> during its first render: only after it can the DOM tell whether the CSP blocked it
      setStylesFailed(true);
      return undefined;
    }
    apiRef.current = ref.current?.getApi() ?? null;
    return () => {
      apiRef.current = null;
    };
  }, [apiRef]);

  return (
    <FullCalendar
      ref={ref}
      plugins={PLUGINS}
      locale={LOCALE}
      firstDay={1}
      // "Today" is Berlin's day, whatever zone the browser is in.
      now={todayBerlin()}
      weekNumbers
      weekNumberCalculation="ISO"
      // The week number's visible text is its accessible name's start („KW 48“ both; FullCalendar's
      // German default shows „KW48“ but names it „Woche 48“: axe label-in-name, WCAG 2.5.3).
      weekNumberFormat={WEEK_NUMBER_FORMAT}
      headerToolbar={false}
      height="auto"
      fixedWeekCount={false}
      {...options}
    />
  );
}
