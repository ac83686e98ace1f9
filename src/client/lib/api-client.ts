// The one HTTP client of the app: every request goes through `api`, so error messages are the same everywhere.
import { ERROR_MESSAGES } from '#contract/constants';

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived (network failure or cancellation). */
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: FieldError[];
  /**
   * What the server itself said (its `message`, else its `error` field, else a short plain-text body),
   * or undefined when the answer said nothing and `message` fell back to the status text or
   * 'Error: {status}'. Sign-in and registration show their own sentence then (SPEC section 8).
   */
  readonly serverMessage: string | undefined;

  constructor(
    status: number,
    message: string,
    code?: string,
    fieldErrors: FieldError[] = [],
    serverMessage?: string,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.serverMessage = serverMessage;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const CANCELLED_CODE = 'CANCELLED';

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * A request the user did not ask for (a version check, say): its 401 neither shows the
   * session-expired toast nor counts towards the session reset.
   */
  background?: boolean;
}

/**
 * What a request to a socket path (one with a `/ws` segment) resolves to when no answer arrives, instead of
 * throwing (SPEC section 8: "a warning response is returned"). The failure is logged with console.warn.
 */
export interface SocketWarning {
  warning: true;
  status: 0;
  path: string;
  message: string;
}

export function isSocketWarning(value: unknown): value is SocketWarning {
  return isRecord(value) && value.warning === true && value.status === 0 && typeof value.path === 'string';
}

/** What the client tells the session watcher (see session-expiry.ts) about sign-in state. */
export type AuthEvent =
  /** A 401 on a call other than sign-in, registration or GET /api/user. */
  | { type: 'session-expired'; path: string }
  /** Sign-in or registration succeeded: a (possibly different) user is now signed in. */
  | { type: 'signed-in' }
  /** GET /api/user answered with a user. */
  | { type: 'user-confirmed' }
  /** Sign-out succeeded. */
  | { type: 'signed-out' };

type AuthListener = (event: AuthEvent) => void;
let authListener: AuthListener | undefined;

/** Sets the one listener for auth events (main.tsx wires the session watcher); returns an unsubscribe. */
export function onAuthEvent(listener: AuthListener | undefined): () => void {
  authListener = listener;
  return () => {
    if (authListener === listener) authListener = undefined;
  };
}

function emit(event: AuthEvent): void {
  try {
    authListener?.(event);
  } catch (error) {
    console.error('Auth event listener failed', error);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field errors arrive as a list of `{ path, message }` or as an object keyed by field. */
function readFieldErrors(errors: unknown): FieldError[] {
  if (Array.isArray(errors)) {
    return errors.flatMap((item) =>
      isRecord(item) && typeof item.message === 'string'
        ? [
            {
              path: Array.isArray(item.path) ? item.path.join('.') : String(item.path ?? ''),
              message: item.message,
            },
          ]
        : [],
    );
  }
  if (isRecord(errors)) {
    return Object.entries(errors).flatMap(([path, value]) => {
      const message = Array.isArray(value) ? value[0] : value;
      return typeof message === 'string' ? [{ path, message }] : [];
    });
  }
  return [];
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A short plain-text answer is the server's message too; an HTML page (a proxy's error page) is not
 * something to show anyone.
 */
function plainTextMessage(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  const text = body.trim();
  return text !== '' && text.length < 300 && !text.startsWith('<') ? text : undefined;
}

/** What the server said in words: its message, else its error field (else a short plain-text body). */
export function serverMessageOf(body: unknown): string | undefined {
  if (isRecord(body)) return nonEmptyString(body.message) ?? nonEmptyString(body.error);
  return plainTextMessage(body);
}

/** Message fallback order (SPEC section 8): server message, error field, status text, 'Error: {status}'. */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  const payload = isRecord(body) ? body : {};
  const serverMessage = serverMessageOf(body);
  const message = serverMessage ?? nonEmptyString(response.statusText) ?? `Error: ${response.status}`;
  const code = typeof payload.code === 'string' ? payload.code : undefined;
  return new ApiError(response.status, message, code, readFieldErrors(payload.errors), serverMessage);
}

function errorFromThrown(error: unknown): ApiError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : undefined;
  if (name === 'AbortError') return new ApiError(0, ERROR_MESSAGES.cancelled, CANCELLED_CODE);
  if (error instanceof TypeError || name === 'TimeoutError') {
    return new ApiError(0, ERROR_MESSAGES.networkError, NETWORK_ERROR_CODE);
  }
  return new ApiError(0, error instanceof Error && error.message ? error.message : ERROR_MESSAGES.unknown);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

const SIGN_IN_PATHS = ['/api/login', '/api/register'];
const USER_PATH = '/api/user';
const SIGN_OUT_PATH = '/api/logout';

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}

function isSignInPath(path: string): boolean {
  return SIGN_IN_PATHS.includes(pathnameOf(path));
}

/** Socket paths (a `/ws` segment, as in `/ws` or `/api/ws/...`) follow the socket rule (SPEC section 8). */
export function isSocketPath(path: string): boolean {
  return /\/ws(\/|$)/.test(pathnameOf(path));
}

function socketWarning(path: string, error: unknown): SocketWarning {
  console.warn(`Socket request to ${path} failed; continuing without it`, error);
  return { warning: true, status: 0, path, message: ERROR_MESSAGES.networkStatusZero };
}

/** Tells the session watcher what a finished request means for sign-in state. */
function reportAuth(method: Method, path: string, status: number, background: boolean): void {
  const pathname = pathnameOf(path);
  if (status === 401) {
    if (!background && !isSignInPath(path) && pathname !== USER_PATH) {
      emit({ type: 'session-expired', path: pathname });
    }
    return;
  }
  if (status < 200 || status >= 300) return;
  if (method === 'POST' && isSignInPath(path)) emit({ type: 'signed-in' });
  else if (method === 'POST' && pathname === SIGN_OUT_PATH) emit({ type: 'signed-out' });
  else if (method === 'GET' && pathname === USER_PATH) emit({ type: 'user-confirmed' });
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
  if (body instanceof Blob) {
    // A file sent as it is (an import from another app): its bytes, not JSON.
    headers['Content-Type'] = 'application/octet-stream';
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(path, init);
    payload = await readBody(response);
  } catch (error) {
    const failure = errorFromThrown(error);
    if (failure.code === NETWORK_ERROR_CODE && isSocketPath(path)) return socketWarning(path, error) as T;
    throw failure;
  }
  reportAuth(method, path, response.status, options.background === true);
  if (response.status === 0) {
    // An opaque or failed answer: the request went out but nothing readable came back.
    if (isSocketPath(path)) return socketWarning(path, response) as T;
    throw new ApiError(0, ERROR_MESSAGES.networkStatusZero, NETWORK_ERROR_CODE);
  }
  if (!response.ok) {
    const error = errorFromResponse(response, payload);
    // SPEC section 8: a 401 anywhere but sign-in means the session ended.
    if (response.status === 401 && !isSignInPath(path)) {
      throw new ApiError(401, ERROR_MESSAGES.sessionExpired, error.code, error.fieldErrors);
    }
    throw error;
  }
  return payload as T;
}

/**
 * Every call sends cookies. A request to a socket path (a `/ws` segment) that gets no answer resolves
 * to a `SocketWarning` instead of throwing; check it with `isSocketWarning`.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  /** DELETE naming what to remove in a JSON body (a push subscription is named by its endpoint). */
  deleteWith: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
};

/**
 * The toast text of a failed sign-in or registration (SPEC section 8): what the server said, or the
 * form's own sentence (never a bare status text such as 'Internal Server Error'). A request that got no
 * answer keeps the connection message (SPEC section 8's network rows), which says what went wrong.
 */
export function signInFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  if (error.code === NETWORK_ERROR_CODE) return error.message;
  return fallback;
}

/** A user-facing message for anything thrown by a request or a query. */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
