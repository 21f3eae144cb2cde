// Matching a recorded request to one of the 75 calls of the specification: a literal path wins over a
// pattern (`/json/scheduler/helpdesk/week/{date}` before `/json/scheduler/{team}/week/{date}`). The
// page-configured routes are where `--route name=/path` says, else where the demo serves them.
import { SPEC_CALLS, type SpecCall } from '../../mocks/spec-only/spec-calls';
import { PAGE_ROUTES, callKey } from './schemas';

interface Compiled {
  call: SpecCall;
  pattern: RegExp;
  literal: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(call: SpecCall, path: string): Compiled {
  const parts = path.split(/(\{[^}]+\})/).filter(Boolean);
  const source = parts.map((part) => (part.startsWith('{') ? '[^/]+' : escape(part))).join('');
  const literal = parts.filter((part) => !part.startsWith('{')).join('').length;
  return { call, pattern: new RegExp(`^${source}/?$`), literal };
}

/** The route names `--route` accepts for a page route: its name and the prop that carries it. */
export function routeNames(call: SpecCall): string[] {
  const route = PAGE_ROUTES[callKey(call)];
  return route ? [route.name, route.prop === 'route' ? route.tag : route.prop] : [];
}

export interface Matcher {
  match(method: string, pathname: string): SpecCall | undefined;
}

/** `routes`: page-route name → its path on the recorded server; `base`: the application's base path (`/app/`). */
export function createMatcher(routes: Readonly<Record<string, string>> = {}, base = '/'): Matcher {
  const prefix = `/${base.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  const compiled = SPEC_CALLS.map((call) => {
    const named = routeNames(call).find((name) => routes[name] !== undefined);
    const routePath = named ? routes[named]! : undefined;
    const path = routePath ?? call.served ?? call.path;
    // A page route given with --route is an address of the page; one from the spec lies under the base.
    return compile(call, routePath ? (routePath.startsWith('/') ? routePath : `/${routePath}`) : `${prefix}${path}`);
  }).sort((a, b) => b.literal - a.literal);
  return {
    match(method, pathname) {
      const upper = method.toUpperCase();
      return compiled.find((c) => c.call.method === upper && c.pattern.test(pathname))?.call;
    },
  };
}

/** The known route names (for the help and the error on an unknown `--route`). */
export const ROUTE_NAMES: readonly string[] = SPEC_CALLS.flatMap(routeNames);
