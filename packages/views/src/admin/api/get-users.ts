// GET /json/admin/overtime/users — the admin user list. The spec names the answer's `users` and
// `info.last_page`; each user is a User (id, dn). Everything else a row shows is assumed, with the
// fallback the view takes written next to it. Paged by the server; each answer belongs to its query.
import {
  apiClient,
  assumed,
  looseBoolean,
  looseId,
  looseInt,
  looseList,
  looseNumber,
  looseText,
  parseResponse,
  type AdminUserFilter,
} from '@stempeluhr/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminKeys } from './keys';

export const USERS_PER_PAGE = 10;

export interface UsersQuery {
  term: string;
  companies: string[];
  filterUser: AdminUserFilter;
  page: number;
}

const userRowSchema = z.looseObject({
  id: looseId,
  dn: z.string(),
  displayName: assumed(z.string(), undefined, 'AdminUser.displayName', 'der Name zeigt den Login (dn)'),
  company: assumed(looseText, null, 'AdminUser.company', 'die Firma bleibt leer'),
  email: assumed(looseText, null, 'AdminUser.email', 'die E-Mail bleibt leer'),
  overtime: assumed(looseNumber, undefined, 'AdminUser.overtime', 'die Spalte Überstunden entfällt'),
  active: assumed(looseBoolean, true, 'AdminUser.active', 'jeder Benutzer gilt als aktiv'),
  deleted: assumed(looseBoolean, false, 'AdminUser.deleted', 'kein Benutzer gilt als gelöscht'),
});

export const usersResponseSchema = z.looseObject({
  users: looseList(userRowSchema),
  info: z.looseObject({
    last_page: looseInt,
    current_page: assumed(looseInt, undefined, 'AdminUsers.info.current_page', 'die angefragte Seite gilt als die gezeigte'),
    total: assumed(looseInt, undefined, 'AdminUsers.info.total', 'die Zahl der Benutzer wird nicht genannt'),
  }),
});

export type AdminUsers = z.output<typeof usersResponseSchema>;
export type AdminUser = AdminUsers['users'][number];

export async function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<AdminUsers> {
  const params: Record<string, string | number> = { filterUser: query.filterUser, perPage: USERS_PER_PAGE, page: query.page };
  if (query.term.trim() !== '') params.term = query.term.trim();
  if (query.companies.length > 0) params.companies = query.companies.join(',');
  const response = await apiClient().get('/json/admin/overtime/users', { params, signal });
  return parseResponse(usersResponseSchema, response.data, 'admin/overtime/users');
}

export const usersQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    // An older search is aborted when the key changes (its signal), so its answer never shows.
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQuery(query));
}
