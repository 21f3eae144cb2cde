export { TimetackingHistoryView, type TimetackingHistoryViewProps } from './timetacking-history-view';
export { timetackingHistoryViewTag } from './timetacking-history-view.tag';
