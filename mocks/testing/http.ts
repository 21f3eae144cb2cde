// What the emulated backend's HTTP tests share: plain fetch against the jsdom origin, as a page would.
import { DEFAULT_CSRF_TOKEN } from '../http/settings';

export const BASE = 'http://localhost:3000';

export interface Answer<T> {
  status: number;
  body: T;
}

/** Laravel's 422 body. */
export interface Invalid {
  message: string;
  errors: Record<string, string[]>;
}

export async function get<T>(path: string): Promise<Answer<T>> {
  const response = await fetch(`${BASE}${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  return { status: response.status, body: (await response.json()) as T };
}

/** A JSON write with the page's CSRF token (pass `null` to send none). */
export async function write<T>(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  token: string | null = DEFAULT_CSRF_TOKEN,
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers['X-CSRF-TOKEN'] = token;
  const response = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}
