export { VacationHistoryView, type VacationHistoryViewProps } from './vacation-history-view';
export { vacationHistoryViewTag } from './vacation-history-view.tag';
