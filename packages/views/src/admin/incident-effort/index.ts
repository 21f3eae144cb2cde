export { IncidentEffort, type IncidentEffortProps } from './incident-effort';
export { incidentEffortTag } from './incident-effort.tag';
