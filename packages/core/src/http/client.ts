import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { MissingCsrfTokenError } from './errors';

/** How long (ms) a request may take before the widget gives up and frees its buttons. */
export const REQUEST_TIMEOUT_MS = 20_000;

let missingTokenReported = false;

export function readCsrfToken(doc: Document = document): string | null {
  const token = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content?.trim();
  return token ? token : null;
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

/**
 * The site root the specification's relative paths (`json/clockings`) resolve against, whatever the
 * page's own path. A host may move the API with `<meta name="stempeluhr-api-base" content="/app/">`.
 */
export function apiBaseUrl(): string {
  const configured = document.querySelector<HTMLMetaElement>('meta[name="stempeluhr-api-base"]')?.content;
  const base = new URL(configured || '/', window.location.href);
  if (base.origin !== window.location.origin) return new URL('/', window.location.href).href;
  return base.href.endsWith('/') ? base.href : `${base.href}/`;
}

function isSameOrigin(config: InternalAxiosRequestConfig): boolean {
  try {
    const url = new URL(config.url ?? '', config.baseURL ?? apiBaseUrl());
    return url.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Adds the Laravel headers, but only to the page's own origin (a header set by hand goes everywhere). */
function addSameOriginHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  if (isSameOrigin(config)) {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    const token = readCsrfToken();
    if (token) headers.set('X-CSRF-TOKEN', token);
    else if (!missingTokenReported) {
      missingTokenReported = true;
      console.error('CSRF token not found: <meta name="csrf-token"> fehlt auf der Seite.');
    }
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  } else {
    headers.delete('X-Requested-With');
    headers.delete('X-CSRF-TOKEN');
    headers.delete('X-XSRF-TOKEN');
  }
  config.headers = headers;
  return config;
}

/** The config of a request whose deadline passed carries this flag (see toApiError). */
export const DEADLINE = Symbol('stempeluhr.deadline');

/**
 * A hung request must end: besides axios' own timeout (which not every transport honours), the
 * request is aborted after REQUEST_TIMEOUT_MS through its signal, combined with the caller's.
 */
function withDeadline(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (typeof AbortSignal.timeout !== 'function' || typeof AbortSignal.any !== 'function') return config;
  const deadline = AbortSignal.timeout(config.timeout || REQUEST_TIMEOUT_MS);
  const own = config.signal as AbortSignal | undefined;
  config.signal = own ? AbortSignal.any([own, deadline]) : deadline;
  (config as InternalAxiosRequestConfig & { [DEADLINE]?: AbortSignal })[DEADLINE] = deadline;
  return config;
}

export function createApiClient(): AxiosInstance {
  const client = axios.create({
    baseURL: apiBaseUrl(),
    timeout: REQUEST_TIMEOUT_MS,
    // An absolute URL must never replace the site's base (CVE-2025-27152).
    allowAbsoluteUrls: false,
    // We set X-XSRF-TOKEN ourselves, same-origin only; axios's own copy is switched off.
    xsrfCookieName: undefined,
    withXSRFToken: false,
    headers: { Accept: 'application/json' },
  });
  client.interceptors.request.use((config) => {
    config.baseURL = apiBaseUrl();
    return withDeadline(addSameOriginHeaders(config));
  });
  return client;
}

let shared: AxiosInstance | null = null;

/** The one axios instance every widget on the page uses. */
export function apiClient(): AxiosInstance {
  shared ??= createApiClient();
  return shared;
}

/** Tests only: forget the page's client and the missing-token note. */
export function resetApiClient(): void {
  shared = null;
  missingTokenReported = false;
}

/** Whether a write can be sent at all (the page must carry a CSRF token). */
export function canWrite(): boolean {
  return readCsrfToken() !== null;
}

/** Call first in every write: without the page's CSRF token the server would answer 419 anyway. */
export function assertCanWrite(): void {
  if (!canWrite()) throw new MissingCsrfTokenError();
}
