// POST /json/icingamaster/incident/user/insert (user_id, task, day, effort) and
// POST /json/icingamaster/incident/user/update (id, task, day, effort). Answer {message, incidentTime};
// a 422 carries the messages as a plain list (`{errors: [..]}`), shown as a red list.
import {
  apiClient,
  assertCanWrite,
  parseResponse,
  type IncidentInsertPayload,
  type IncidentSaved,
  type IncidentUpdatePayload,
} from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { incidentTimeSchema } from './get-incidents-month';
import { incidentsKeys } from './incidents-keys';

const savedSchema: z.ZodType<IncidentSaved> = z.object({ message: z.string(), incidentTime: incidentTimeSchema });

export type SaveIncidentInput = { userId: number } & (
  { kind: 'insert'; payload: IncidentInsertPayload } | { kind: 'update'; payload: IncidentUpdatePayload }
);

export async function saveIncident(input: SaveIncidentInput): Promise<IncidentSaved> {
  assertCanWrite();
  const path = input.kind === 'insert' ? '/json/icingamaster/incident/user/insert' : '/json/icingamaster/incident/user/update';
  const response = await apiClient().post(path, input.payload);
  return parseResponse(savedSchema, response.data, path);
}

export function useSaveIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIncident,
    // Invalidates: every month of that user (entries, month total, overall total).
    onSuccess: (_data, { userId }) => queryClient.invalidateQueries({ queryKey: incidentsKeys.user(userId) }),
  });
}
