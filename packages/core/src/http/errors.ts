import { isAxiosError, isCancel } from 'axios';
import * as zm from 'zod/mini';
import { TEXTS } from '../texts/common';
import { DEADLINE } from './client';

export type ApiErrorKind =
  'validation' | 'session' | 'auth' | 'network' | 'timeout' | 'server' | 'not-found' | 'unexpected' | 'missing-token' | 'cancelled';

/** One shape for every failure a view shows; `message` is plain text, never HTML. */
export interface ApiError {
  kind: ApiErrorKind;
  status: number | null;
  message: string;
  /** Field errors by field name (dot keys as the server sends them). */
  fieldErrors: Record<string, string[]>;
  /** Errors that belong to no field, for the banner. */
  messages: string[];
  /** For an answer the view could not read: which call and which field (never a value). */
  contract?: { call: string; path: string };
}

export class UnexpectedResponseError extends Error {
  /** The call whose answer could not be read (`clocking/week-overview`) and the first field path (`0.date`); never a value. */
  readonly call: string;
  readonly path: string;
  constructor(call: string, path = '') {
    super(`Unerwartete Antwort: ${call}${path ? ` (${path})` : ''}`);
    this.name = 'UnexpectedResponseError';
    this.call = call;
    this.path = path;
  }
}

/** The answer is an HTML page where JSON or nothing was expected: a redirect to the login page that the browser followed. */
export class LoginPageError extends Error {
  constructor(call: string) {
    super(`Anmeldeseite statt Antwort: ${call}`);
    this.name = 'LoginPageError';
  }
}

export class MissingCsrfTokenError extends Error {
  constructor() {
    super(TEXTS.missingToken);
    this.name = 'MissingCsrfTokenError';
  }
}

// zod/mini like the response schemas: a page whose own code has no classic schema does not load zod classic for this.
const laravelValidation = zm.object({
  message: zm.optional(zm.string()),
  errors: zm.optional(zm.union([zm.record(zm.string(), zm.union([zm.array(zm.string()), zm.string()])), zm.array(zm.string())])),
});

function looksLikeHtml(text: string): boolean {
  return /^\s*</.test(text) && /<(html|body|div|head|!doctype|p|h1|pre)\b/i.test(text);
}

/** Text the server sent, if it is short plain text worth showing. */
function plainServerText(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  const text = data.trim();
  if (text === '' || looksLikeHtml(text) || text.length > 500) return null;
  return text;
}

function build(kind: ApiErrorKind, status: number | null, message: string, extra: Partial<ApiError> = {}): ApiError {
  return { kind, status, message, fieldErrors: {}, messages: [], ...extra };
}

export interface ApiErrorOptions {
  /**
   * Show the server's own `message` (response.data.message) also for 404 and 5xx, where the default
   * is a generic German text: the schedulers' spec wants it as the error banner. Only short plain
   * text is taken (an HTML page or an overlong text falls back to the generic one); it stays text.
   */
  serverMessage?: boolean;
}

/** Turns anything thrown by a request or a response check into an ApiError with German text. */
export function toApiError(error: unknown, options: ApiErrorOptions = {}): ApiError {
  if (error instanceof MissingCsrfTokenError) return build('missing-token', null, TEXTS.missingToken);
  if (error instanceof LoginPageError) return build('session', null, TEXTS.sessionExpired);
  if (error instanceof UnexpectedResponseError)
    return build('unexpected', null, TEXTS.unexpectedResponse, { contract: { call: error.call, path: error.path } });
  if (isCancel(error)) {
    const deadline = (error as { config?: Record<symbol, AbortSignal | undefined> }).config?.[DEADLINE];
    return deadline?.aborted ? build('timeout', null, TEXTS.timeout) : build('cancelled', null, TEXTS.cancelled);
  }
  if (!isAxiosError(error)) {
    return build('unexpected', null, TEXTS.unexpectedResponse);
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return build('timeout', null, TEXTS.timeout);
  const response = error.response;
  if (!response) return build('network', null, TEXTS.network);

  const { status, data } = response;
  if (status === 419) return build('session', status, TEXTS.sessionExpired);
  if (status === 401) return build('session', status, TEXTS.sessionExpired);
  if (status === 403) return build('auth', status, plainServerText(data) ?? messageOf(data) ?? TEXTS.forbidden);
  const own = options.serverMessage ? plainMessageOf(data) : null;
  if (status === 404) return build('not-found', status, own ?? TEXTS.notFound);

  if (status === 422 || status === 400) {
    const parsed = laravelValidation.safeParse(data);
    if (parsed.success && (parsed.data.errors || parsed.data.message)) {
      const fieldErrors: Record<string, string[]> = {};
      const messages: string[] = [];
      const errors = parsed.data.errors;
      if (Array.isArray(errors)) messages.push(...errors);
      else if (errors) {
        for (const [key, value] of Object.entries(errors)) fieldErrors[key] = Array.isArray(value) ? value : [value];
      }
      return build('validation', status, parsed.data.message ?? TEXTS.validation, { fieldErrors, messages });
    }
    if (Array.isArray(data) && data.every((item) => typeof item === 'string')) {
      return build('validation', status, TEXTS.validation, { messages: data as string[] });
    }
    const text = plainServerText(data);
    return build('validation', status, text ?? TEXTS.validation, { messages: text ? [text] : [] });
  }
  if (status >= 500) return build('server', status, own ?? TEXTS.serverError);
  return build('server', status, plainServerText(data) ?? messageOf(data) ?? TEXTS.serverError);
}

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message.trim()) {
    return data.message;
  }
  return null;
}

/** `data.message` when it is short plain text (no HTML page, at most 500 characters). */
function plainMessageOf(data: unknown): string | null {
  const message = messageOf(data);
  return message === null ? null : plainServerText(message);
}

interface PathIssue {
  readonly path: readonly PropertyKey[];
  readonly code?: string;
  readonly errors?: readonly (readonly PathIssue[])[];
}

/**
 * The field path of the first issue. A union (a list that may come as an array or as an object keyed
 * by index, a value as a number or a string) reports only itself: its option that got furthest names the field.
 */
function issuePath(issues: readonly PathIssue[]): PropertyKey[] {
  const issue = issues[0];
  if (!issue) return [];
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [...issue.path];
  const deepest = issue.errors.map(issuePath).reduce((a, b) => (b.length > a.length ? b : a), [] as PropertyKey[]);
  return [...issue.path, ...deepest];
}

/** Validates a response body; a wrong shape (an HTML login page, a null list) becomes an UnexpectedResponseError. */
export function parseResponse<T>(schema: zm.core.$ZodType<T>, data: unknown, what: string): T {
  if (typeof data === 'string' && looksLikeHtml(data)) throw new LoginPageError(what);
  const result = zm.safeParse(schema, data);
  if (!result.success) {
    const path = issuePath(result.error.issues).map(String).join('.');
    throw new UnexpectedResponseError(what, path);
  }
  return result.data;
}

/**
 * A write's answer that the specification does not show (or shows as anything): any 2xx is success,
 * whatever its body, except an HTML page, which is the login page after an expired session.
 */
export function acceptWriteAnswer(data: unknown, what: string): void {
  if (typeof data === 'string' && looksLikeHtml(data)) throw new LoginPageError(what);
}
