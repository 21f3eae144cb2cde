import { isoWeek, type WorkingHourRule, type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import { EmptyState, PlaceholderRows, QueryView, Heading } from '@stempeluhr/ui';
import { useId } from 'react';
import { useWorkingHourDefaults } from '../api/get-working-hour-defaults';
import { useWorkingHours, type WorkingHoursRow } from '../api/get-working-hours';
import { WORKING_HOUR_TEXTS as T } from './working-hour.texts';
import { WorkingHourForm } from './working-hour-form';
import { valuesFromRule, WEEKDAYS } from './working-hour-rule';
import { workingHourTag } from './working-hour.tag';

/**
 * The rule fields the spec's Working hours entity does not name (only id, monday..sunday and valid_until):
 * an entry without one of them takes it from the defaults call, and the form marks that field.
 */
const BEYOND_ENTITY = [
  ...WEEKDAYS.map((day) => `break_${day}` as const),
  'week_hours',
  'weekdays',
  'vacation_value',
  'vacation_days',
] as const;

/** The fields of the entry the dialog could not read (absent, or null). */
export const unreadOf = (entry: WorkingHoursRow) => BEYOND_ENTITY.filter((field) => entry[field] === undefined || entry[field] === null);

/** The entry's fields that came (an absent assumed field is undefined and must not hide the default). */
const definedOf = (entry: WorkingHoursRow) =>
  Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined && value !== null));

export type WorkingHourProps = TagProps<typeof workingHourTag>;

/** The working-hour rule form of a user: a new rule from the server's defaults, or an entry of the history. */
function WorkingHourImpl({ userId, entryId, deleted }: ViewProps<typeof workingHourTag>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId}>{T.title}</Heading>
      {deleted && <p className="form-text mt-0">{T.deletedUser}</p>}
      {entryId === undefined ? (
        <NewRule userId={userId} deleted={deleted} />
      ) : (
        <ExistingRule userId={userId} entryId={entryId} deleted={deleted} />
      )}
    </section>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const WorkingHour = withDefaults(workingHourTag, WorkingHourImpl);

export function NewRule({ userId, deleted, onCancel }: { userId: number; deleted: boolean; onCancel?: () => void }) {
  const defaults = useWorkingHourDefaults(userId);
  return (
    <QueryView query={defaults} placeholder={<PlaceholderRows rows={6} />}>
      {(rule) => (
        <WorkingHourForm
          userId={userId}
          mode="create"
          id={null}
          initial={valuesFromRule(rule, null)}
          disabled={deleted}
          onCancel={onCancel}
        />
      )}
    </QueryView>
  );
}

export function ExistingRule({
  userId,
  entryId,
  deleted,
  onCancel,
}: {
  userId: number;
  entryId: number;
  deleted: boolean;
  onCancel?: () => void;
}) {
  const list = useWorkingHours(userId);
  const defaults = useWorkingHourDefaults(userId);
  return (
    <QueryView query={list} placeholder={<PlaceholderRows rows={6} />}>
      {(entries) => {
        const entry = entries.find((e) => e.id === entryId);
        if (!entry) return <EmptyState>{T.notFound}</EmptyState>;
        const until = entry.valid_until ? isoWeek(entry.valid_until) : null;
        // Each field the entry lacks comes from the defaults call and is marked „bitte prüfen“: nothing is sent unseen.
        const unread = unreadOf(entry);
        const form = (rule: WorkingHourRule | WorkingHoursRow) => (
          <WorkingHourForm
            userId={userId}
            mode="update"
            id={entry.id}
            initial={valuesFromRule(rule, until)}
            unchecked={unread}
            disabled={deleted}
            onCancel={onCancel}
          />
        );
        if (unread.length === 0) return form(entry);
        return (
          <QueryView query={defaults} placeholder={<PlaceholderRows rows={6} />}>
            {(rule) => (
              <>
                <p className="form-text mt-0">{T.extrasMissing}</p>
                {form({ ...rule, ...definedOf(entry), valid_from: null, valid_until: entry.valid_until })}
              </>
            )}
          </QueryView>
        );
      }}
    </QueryView>
  );
}
