import { QueryView } from '@stempeluhr/ui';
import { useLeaders } from '../api/get-leaders';
import { useNextTenDays } from '../api/get-next-ten-days';
import { PlanRows } from './plan-rows';
import { PLANING_CALENDAR_TEXTS as T } from './planing-calendar.texts';

export interface PlanTableProps {
  checklistId: number;
  from: string;
  /** How many rows are changed but not saved with „Planen“ (0 again when the table leaves). */
  onUnsavedChange?: (count: number) => void;
  /** The days (yyyy-MM-dd) saved with somebody who is on vacation that day, for the calendar's warning tone. */
  onAwayDaysChange?: (days: string[]) => void;
}

export function PlanTable({ checklistId, from, onUnsavedChange, onAwayDaysChange }: PlanTableProps) {
  const days = useNextTenDays(checklistId, from);
  const leaders = useLeaders(checklistId, from);
  // Both reads fail together when the connection is gone, but only the days' error shows (the leaders'
  // waits behind it): "Erneut versuchen" loads both again, so one click brings the table back.
  const daysThenLeaders = {
    ...days,
    refetch: () => {
      if (leaders.isError) void leaders.refetch();
      return days.refetch();
    },
  };
  return (
    <QueryView query={daysThenLeaders} isEmpty={(entries) => entries.length === 0} empty={T.emptyDays}>
      {(entries) => (
        <QueryView query={leaders} isEmpty={(people) => people.length === 0} empty={T.emptyLeaders}>
          {(people) => (
            <PlanRows
              checklistId={checklistId}
              from={from}
              entries={entries}
              leaders={people}
              onUnsavedChange={onUnsavedChange}
              onAwayDaysChange={onAwayDaysChange}
            />
          )}
        </QueryView>
      )}
    </QueryView>
  );
}
