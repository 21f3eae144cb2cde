// GET /json/admin/overtime/users — the admin user list: {users, info: {current_page, last_page,
// per_page, total}} (AdminUsersResponse). Paged by the server; each answer belongs to its query.
import { apiClient, parseResponse, type AdminUserFilter, type AdminUsersResponse } from '@stempeluhr/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { adminKeys } from './keys';

export const USERS_PER_PAGE = 10;

export interface UsersQuery {
  term: string;
  companies: string[];
  filterUser: AdminUserFilter;
  page: number;
}

const userRowSchema = z.object({
  id: z.number().int(),
  dn: z.string(),
  displayName: z.string(),
  company: z
    .string()
    .nullable()
    .transform((c) => c ?? ''),
  email: z
    .string()
    .nullable()
    .transform((e) => e ?? ''),
  overtime: z.number(),
  active: z.boolean(),
  deleted: z.boolean(),
  url: z.string().optional(),
});

export const usersResponseSchema = z.object({
  users: z.array(userRowSchema),
  info: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int().optional(),
    total: z.number().int().optional(),
  }),
});

export async function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<AdminUsersResponse> {
  const params: Record<string, string | number> = { filterUser: query.filterUser, perPage: USERS_PER_PAGE, page: query.page };
  if (query.term.trim() !== '') params.term = query.term.trim();
  if (query.companies.length > 0) params.companies = query.companies.join(',');
  const response = await apiClient().get('/json/admin/overtime/users', { params, signal });
  return parseResponse(usersResponseSchema, response.data, 'admin/overtime/users') as AdminUsersResponse;
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
