// The service area posts to routes the page passes as attributes (flip-flow actions, checklist
// mail, task toggle). The api client resolves every path against the api base and refuses absolute
// addresses, so a page route is turned into a path relative to that base here.
import { apiBaseUrl, resolveSameOriginUrl } from '@stempeluhr/core';

export class UnsafeRouteError extends Error {
  constructor(route: string) {
    super(`Adresse „${route}“ verweigert (nur Adressen der eigenen Seite).`);
    this.name = 'UnsafeRouteError';
  }
}

/** `route` (same origin only) as a path the api client sends to exactly that address. */
export function pageRoutePath(route: string): string {
  const target = resolveSameOriginUrl(route);
  if (!target) throw new UnsafeRouteError(route);
  const base = new URL(apiBaseUrl());
  const rest = `${target.pathname}${target.search}`;
  if (`${target.origin}${rest}`.startsWith(base.href)) return `${target.origin}${rest}`.slice(base.href.length);
  // The page route lies outside a configured api base: climb out of it.
  const depth = base.pathname.split('/').filter(Boolean).length;
  return `${'../'.repeat(depth)}${rest.replace(/^\/+/, '')}`;
}
