// POST {page route} {id} — sends the checklist report by mail; the answer is not read (spec §7).
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation } from '@tanstack/react-query';
import { pageRoutePath } from './page-route';

export interface SendChecklistMailInput {
  /** The page's mail route. */
  route: string;
  /** Checklist id. */
  id: number;
}

export async function sendChecklistMail({ route, id }: SendChecklistMailInput): Promise<void> {
  assertCanWrite();
  await apiClient().post(pageRoutePath(route), { id });
}

/** Nothing is read again afterwards: the mail changes nothing the views show. */
export function useSendChecklistMail() {
  return useMutation({ mutationFn: sendChecklistMail });
}
