// POST {page route} {id} — sends the checklist report by mail; the answer is not read (spec §7):
// any 2xx is success. The spec's texts: „Email erfolgreich versendet!“ / „Email konnte nicht
// versendet werden!“ (§8).
import { acceptWriteAnswer, apiClient, assertCanWrite } from '@stempeluhr/core';
import { pageRoutePath } from './page-route';

export interface SendChecklistMailInput {
  /** The page's mail route. */
  route: string;
  /** Checklist id. */
  id: number;
}

export async function sendChecklistMail({ route, id }: SendChecklistMailInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post(pageRoutePath(route), { id });
  acceptWriteAnswer(response.data, 'checklist-mail');
}
