import { isIsoDay } from '@stempeluhr/core';
import { formRules, NEVER } from '../../domain/form-rules';
import { INCIDENT_EFFORT_TEXTS as T } from './incident-effort.texts';

export const INCIDENT_LIMITS = [20, 40, 60, -1] as const;

export interface IncidentFormValues {
  task: string;
  /** Minutes, as typed. */
  effort: string;
  /** `yyyy-MM-dd` */
  day: string;
}

export interface IncidentFormOutput {
  task: string;
  effort: number;
  day: string;
}

/** Spec §5: task required, effort required and at least 1 (whole minutes), day not after today. */
export function incidentFormSchema(today: string) {
  return formRules<IncidentFormValues, IncidentFormOutput>((values, report) => {
    const task = values.task.trim();
    if (task === '') report('task', T.taskRequired);
    const raw = values.effort.trim();
    let effort: number | null = null;
    if (raw === '') report('effort', T.effortRequired);
    else if (!/^-?\d{1,5}$/.test(raw)) report('effort', T.effortInteger);
    else if (Number(raw) < 1) report('effort', T.effortMin);
    else effort = Number(raw);
    const day = values.day.trim();
    if (!isIsoDay(day)) report('day', T.dayRequired);
    else if (day > today) report('day', T.dayInFuture);
    if (effort === null) return NEVER;
    return { task, effort, day } satisfies IncidentFormOutput;
  });
}

/** `yyyy-MM-dd` → `dd.MM.yyyy`. */
export function germanDay(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}
