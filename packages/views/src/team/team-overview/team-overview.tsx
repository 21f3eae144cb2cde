import { formatDayLong, isoWeek, todayBerlin, toIsoDay, useAlive, type Clocking, type IsoWeek, type TagProps } from '@stempeluhr/core';
import {
  ApiErrorAlert,
  isoWeekStart,
  NoticeToast,
  PlaceholderRows,
  QueryView,
  PeriodNav,
  useAttributeState,
  Heading,
  lazyDialog,
} from '@stempeluhr/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useRecalculation } from '../../domain/clocking';
import { useTeam, type TeamMember, type TeamOverview as TeamAnswer } from '../api/get-team';
import { teamKeys } from '../api/keys';
import { MemberItem } from './member-item';
import { MemberWeek, spanOf } from './member-week';
import type { TeamClockingTarget } from './team-clocking-dialog';
import { TEAM_OVERVIEW_TEXTS as T } from './team-overview.texts';
import type { teamOverviewTag } from './team-overview.tag';

export type TeamOverviewProps = TagProps<typeof teamOverviewTag>;

// The two form dialogs (with react-hook-form) come when first opened.
const TeamClockingDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.TeamClockingDialog), 'TeamClockingDialog');
const TeamDeleteDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.TeamDeleteDialog), 'TeamDeleteDialog');

type TeamUser = TeamMember;

/**
 * Whose weeks the viewer opens (spec 02 §6, issue 23):
 * - the group's lead and substitute: every member's week;
 * - a member: their own;
 * - anyone else the server lets read the group (an admin): every week.
 * Where the answer does not name the lead, the view cannot tell: every week is offered and the
 * server decides (its 403 shows in the week). An admin who is also a member reads as a member.
 */
function opensEveryWeek(team: TeamAnswer, viewerId: number): boolean {
  const group = team.group;
  if (group?.leaderId === undefined) return true;
  if (group.leaderId === viewerId || group.substituteId === viewerId) return true;
  return !team.users.some((member) => member.id === viewerId);
}

/** What the badges are for when it is not the chosen week (`?date=` is our addition a server may ignore). */
function badgeWeekNote(team: TeamAnswer, chosen: IsoWeek): string | null {
  if (!team.week) return T.currentWeek;
  return team.week.week !== chosen.week || team.week.year !== chosen.year ? T.otherWeek(team.week.week) : null;
}

/** The group's members with their week's overtime badge, a week selector and a member's week in detail. */
export function TeamOverview({ group, user, date }: TeamOverviewProps) {
  const headingId = useId();
  const hintId = useId();
  const [week, setWeek] = useAttributeState<IsoWeek, string | undefined>(date, () => isoWeek(date || todayBerlin()));
  const monday = toIsoDay(isoWeekStart(week));
  const query = useTeam(group, monday);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ target: TeamClockingTarget; member: TeamUser } | null>(null);
  const [deleting, setDeleting] = useState<{ clocking: Clocking; member: TeamUser } | null>(null);
  const recalculation = useRecalculation({ scrollUp: false });
  const queryClient = useQueryClient();
  const alive = useAlive();

  // After every change: recalculate that week, then the badges and the week are read again.
  const afterChange = async (member: TeamUser, day: string) => {
    await recalculation.run({ userId: member.id, date: day });
    await queryClient.invalidateQueries({ queryKey: teamKeys.all });
  };

  return (
    <section aria-labelledby={headingId} className="stempeluhr-team-overview">
      <NoticeToast notice={recalculation.notice} onClose={recalculation.dismissNotice} />
      <Heading id={headingId}>{query.data ? T.titleOf(query.data.group?.name ?? group) : T.title}</Heading>
      {recalculation.failure && (
        <ApiErrorAlert error={recalculation.failure} onRetry={recalculation.retry} onDismiss={recalculation.dismissFailure} />
      )}
      <PeriodNav unit="week" label={T.week} value={week} onChange={setWeek} className="mb-3" />
      <QueryView query={query} placeholder={<PlaceholderRows rows={5} />} isEmpty={(data) => data.users.length === 0} empty={T.empty}>
        {(team) => {
          const lead = opensEveryWeek(team, user.id);
          // A member's own week opens at once (also when the answer does not name the lead); who
          // surely opens every week chooses.
          const chooses = lead && team.group?.leaderId !== undefined;
          const selected = team.users.find((m) => m.id === (selectedId ?? (chooses ? null : user.id))) ?? null;
          const mayOpen = (member: TeamUser) => lead || member.id === user.id;
          const weekNote = badgeWeekNote(team, week);
          return (
            <>
              {weekNote && <p className="small text-body-secondary mb-2">{weekNote}</p>}
              {lead && (
                <p id={hintId} className="small text-body-secondary mb-2">
                  {T.chooseHint}
                </p>
              )}
              <ul className="list-group" aria-label={T.members}>
                {team.users.map((member) => (
                  <MemberItem
                    key={member.id}
                    member={member}
                    active={selected?.id === member.id}
                    openable={mayOpen(member)}
                    hintId={lead ? hintId : undefined}
                    onOpen={() => setSelectedId(member.id)}
                  />
                ))}
              </ul>
              {!lead && <p className="form-text">{T.onlyOwnWeek}</p>}
              {selected && (
                <MemberWeek
                  key={`${selected.id}|${week.year}|${week.week}`}
                  member={selected}
                  week={week}
                  canEdit={mayOpen(selected) && !selected.clockings_blacklisted}
                  onAdd={(day) => setEditing({ target: { mode: 'add', date: day }, member: selected })}
                  onEdit={(clocking) => setEditing({ target: { mode: 'edit', clocking }, member: selected })}
                  onDelete={(clocking) => setDeleting({ clocking, member: selected })}
                />
              )}
            </>
          );
        }}
      </QueryView>
      {editing && (
        <TeamClockingDialog
          target={editing.target}
          userId={editing.member.id}
          onClose={() => setEditing(null)}
          onSaved={(day) => {
            if (alive.current) setEditing(null);
            void afterChange(editing.member, day);
          }}
        />
      )}
      {deleting && (
        <TeamDeleteDialog
          clocking={deleting.clocking}
          summary={`${formatDayLong(deleting.clocking.clock_in.slice(0, 10))}, ${spanOf(deleting.clocking)} · ${deleting.clocking.type}`}
          userId={deleting.member.id}
          onClose={() => setDeleting(null)}
          onDeleted={(day) => {
            if (alive.current) setDeleting(null);
            void afterChange(deleting.member, day);
          }}
        />
      )}
    </section>
  );
}
