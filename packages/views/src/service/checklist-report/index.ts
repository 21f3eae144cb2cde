export { ChecklistReport, type ChecklistReportProps } from './checklist-report';
export { checklistReportTag } from './checklist-report.tag';
