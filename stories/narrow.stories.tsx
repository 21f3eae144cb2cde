// One story per view at 360 px (issue 24 point 10), made from one of the view's own stories by narrow()
// (stories/narrow.ts). A new view adds its line here; stories/narrow.test.ts says when one is missing.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrow } from './narrow';
import * as DayOverviewAdmin from '../packages/views/src/admin/day-overview-admin/day-overview-admin.stories';
import * as IncidentEffort from '../packages/views/src/admin/incident-effort/incident-effort.stories';
import * as LockedUser from '../packages/views/src/admin/locked-user/locked-user.stories';
import * as MultiGroupSelection from '../packages/views/src/admin/multi-group-selection/multi-group-selection.stories';
import * as MultiUserSelection from '../packages/views/src/admin/multi-user-selection/multi-user-selection.stories';
import * as OvertimeViewAdmin from '../packages/views/src/admin/overtime-view-admin/overtime-view-admin.stories';
import * as PointsViewAdmin from '../packages/views/src/admin/points-view-admin/points-view-admin.stories';
import * as ShortTimeView from '../packages/views/src/admin/short-time-view/short-time-view.stories';
import * as TimetackingAdminEditDay from '../packages/views/src/admin/timetacking-admin-edit-day/timetacking-admin-edit-day.stories';
import * as TimetackingHistoryView from '../packages/views/src/admin/timetacking-history-view/timetacking-history-view.stories';
import * as UsersIndexView from '../packages/views/src/admin/users-index-view/users-index-view.stories';
import * as VacationHistoryView from '../packages/views/src/admin/vacation-history-view/vacation-history-view.stories';
import * as WeekOverviewAdmin from '../packages/views/src/admin/week-overview-admin/week-overview-admin.stories';
import * as WorkingHour from '../packages/views/src/admin/working-hour/working-hour.stories';
import * as WorkinghoursViewAdmin from '../packages/views/src/admin/workinghours-view-admin/workinghours-view-admin.stories';
import * as HelpdeskScheduler from '../packages/views/src/scheduling/helpdesk-scheduler/helpdesk-scheduler.stories';
import * as HelpdeskSorting from '../packages/views/src/scheduling/helpdesk-sorting/helpdesk-sorting.stories';
import * as IcingaMasterScheduler from '../packages/views/src/scheduling/icinga-master-scheduler/icinga-master-scheduler.stories';
import * as ChangeAllTaskStatus from '../packages/views/src/service/change-all-task-status/change-all-task-status.stories';
import * as ChecklistReport from '../packages/views/src/service/checklist-report/checklist-report.stories';
import * as FlipFlowOverview from '../packages/views/src/service/flip-flow-overview/flip-flow-overview.stories';
import * as PlaningCalendar from '../packages/views/src/service/planing-calendar/planing-calendar.stories';
import * as SendChecklistMailButton from '../packages/views/src/service/send-checklist-mail-button/send-checklist-mail-button.stories';
import * as IcingaMasterTeamOverview from '../packages/views/src/team/icinga-master-team-overview/icinga-master-team-overview.stories';
import * as TeamOverview from '../packages/views/src/team/team-overview/team-overview.stories';
import * as TelephoneGroupsView from '../packages/views/src/telephone/telephone-groups-view/telephone-groups-view.stories';
import * as TelephoneplanQueueplan from '../packages/views/src/telephone/telephoneplan-queueplan/telephoneplan-queueplan.stories';
import * as TelephoneplanSlot from '../packages/views/src/telephone/telephoneplan-slot/telephoneplan-slot.stories';
import * as DayOverview from '../packages/views/src/timetracking/day-overview/day-overview.stories';
import * as TimetrackingAddDay from '../packages/views/src/timetracking/timetracking-add-day/timetracking-add-day.stories';
import * as WeekOverview from '../packages/views/src/timetracking/week-overview/week-overview.stories';
import * as WelcomeView from '../packages/views/src/timetracking/welcome-view/welcome-view.stories';
import * as FlashMessage from '../packages/views/src/tools/flash-message/flash-message.stories';
import * as WorkItemsView from '../packages/views/src/tools/work-items-view/work-items-view.stories';

const meta = {
  title: 'Schmal (360 px)',
  // Docs pages stay with the views; these are the same stories at a phone's width.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;

export const DayOverviewAdminSchmal: StoryObj = { ...narrow(DayOverviewAdmin, 'TagMitBuchungen'), name: 'day-overview-admin' };
export const IncidentEffortSchmal: StoryObj = { ...narrow(IncidentEffort, 'Standard'), name: 'incident-effort' };
export const LockedUserSchmal: StoryObj = { ...narrow(LockedUser, 'Entsperrt'), name: 'locked-user' };
export const MultiGroupSelectionSchmal: StoryObj = { ...narrow(MultiGroupSelection, 'Leer'), name: 'multi-group-selection' };
export const MultiUserSelectionSchmal: StoryObj = { ...narrow(MultiUserSelection, 'Leer'), name: 'multi-user-selection' };
export const OvertimeViewAdminSchmal: StoryObj = {
  ...narrow(OvertimeViewAdmin, 'ManuelleUndBerechneteEintraege'),
  name: 'overtime-view-admin',
};
export const PointsViewAdminSchmal: StoryObj = { ...narrow(PointsViewAdmin, 'Standard'), name: 'points-view-admin' };
export const ShortTimeViewSchmal: StoryObj = { ...narrow(ShortTimeView, 'MehrereZeitraeume'), name: 'short-time-view' };
export const TimetackingAdminEditDaySchmal: StoryObj = { ...narrow(TimetackingAdminEditDay, 'Heute'), name: 'timetacking-admin-edit-day' };
export const TimetackingHistoryViewSchmal: StoryObj = {
  ...narrow(TimetackingHistoryView, 'LetzteVierWochen'),
  name: 'timetacking-history-view',
};
export const UsersIndexViewSchmal: StoryObj = { ...narrow(UsersIndexView, 'AktiveBenutzer'), name: 'users-index-view' };
export const VacationHistoryViewSchmal: StoryObj = { ...narrow(VacationHistoryView, 'Antraege'), name: 'vacation-history-view' };
export const WeekOverviewAdminSchmal: StoryObj = { ...narrow(WeekOverviewAdmin, 'VergangeneWoche'), name: 'week-overview-admin' };
export const WorkingHourSchmal: StoryObj = { ...narrow(WorkingHour, 'NeueRegel'), name: 'working-hour' };
export const WorkinghoursViewAdminSchmal: StoryObj = { ...narrow(WorkinghoursViewAdmin, 'MitHistorie'), name: 'workinghours-view-admin' };
export const HelpdeskSchedulerSchmal: StoryObj = { ...narrow(HelpdeskScheduler, 'Bearbeiten'), name: 'helpdesk-scheduler' };
export const HelpdeskSortingSchmal: StoryObj = { ...narrow(HelpdeskSorting, 'Bearbeiten'), name: 'helpdesk-sorting' };
export const IcingaMasterSchedulerSchmal: StoryObj = { ...narrow(IcingaMasterScheduler, 'Bearbeiten'), name: 'icinga-master-scheduler' };
export const ChangeAllTaskStatusSchmal: StoryObj = {
  ...narrow(ChangeAllTaskStatus, 'TeilweiseAusgewaehlt'),
  name: 'change-all-task-status',
};
export const ChecklistReportSchmal: StoryObj = { ...narrow(ChecklistReport, 'Heute'), name: 'checklist-report' };
export const FlipFlowOverviewSchmal: StoryObj = { ...narrow(FlipFlowOverview, 'NichtZugewiesen'), name: 'flip-flow-overview' };
export const PlaningCalendarSchmal: StoryObj = { ...narrow(PlaningCalendar, 'Standard'), name: 'planing-calendar' };
export const SendChecklistMailButtonSchmal: StoryObj = { ...narrow(SendChecklistMailButton, 'Bereit'), name: 'send-checklist-mail-button' };
export const IcingaMasterTeamOverviewSchmal: StoryObj = {
  ...narrow(IcingaMasterTeamOverview, 'Teamleitung'),
  name: 'icinga-master-team-overview',
};
export const TeamOverviewSchmal: StoryObj = { ...narrow(TeamOverview, 'TeamleitungSiehtTeam'), name: 'team-overview' };
export const TelephoneGroupsViewSchmal: StoryObj = { ...narrow(TelephoneGroupsView, 'EigeneQueues'), name: 'telephone-groups-view' };
export const TelephoneplanQueueplanSchmal: StoryObj = { ...narrow(TelephoneplanQueueplan, 'Bearbeiten'), name: 'telephoneplan-queueplan' };
export const TelephoneplanSlotSchmal: StoryObj = { ...narrow(TelephoneplanSlot, 'Bearbeitbar'), name: 'telephoneplan-slot' };
export const DayOverviewSchmal: StoryObj = { ...narrow(DayOverview, 'NormalerTag'), name: 'day-overview' };
export const TimetrackingAddDaySchmal: StoryObj = { ...narrow(TimetrackingAddDay, 'VergangenerTag'), name: 'timetracking-add-day' };
export const WeekOverviewSchmal: StoryObj = { ...narrow(WeekOverview, 'Woche'), name: 'week-overview' };
export const WelcomeViewSchmal: StoryObj = { ...narrow(WelcomeView, 'Eingestempelt'), name: 'welcome-view' };
export const FlashMessageSchmal: StoryObj = { ...narrow(FlashMessage, 'Erfolg'), name: 'flash-message' };
export const WorkItemsViewSchmal: StoryObj = { ...narrow(WorkItemsView, 'Standard'), name: 'work-items-view' };
