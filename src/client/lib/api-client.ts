// The one HTTP client of the app: every request goes through `api`, so error messages are the same everywhere.
import { ERROR_MESSAGES } from '../../contract/constants';

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

  constructor(status: number, message: string, code?: string, fieldErrors: FieldError[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const CANCELLED_CODE = 'CANCELLED';

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
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

/** Message fallback order (SPEC section 8): server message, error field, status text, 'Error: {status}'. */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  const payload = isRecord(body) ? body : {};
  const text = typeof body === 'string' && body.trim() !== '' && body.length < 300 ? body.trim() : undefined;
  const message =
    (typeof payload.message === 'string' && payload.message) ||
    (typeof payload.error === 'string' && payload.error) ||
    text ||
    response.statusText ||
    `Error: ${response.status}`;
  const code = typeof payload.code === 'string' ? payload.code : undefined;
  return new ApiError(response.status, message, code, readFieldErrors(payload.errors));
}

function errorFromThrown(error: unknown): ApiError {
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError(0, ERROR_MESSAGES.cancelled, CANCELLED_CODE);
  }
  if (error instanceof TypeError) {
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

function isSignInPath(path: string): boolean {
  const pathname = path.split('?')[0];
  return SIGN_IN_PATHS.some((signInPath) => pathname === signInPath);
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(path, init);
    payload = await readBody(response);
  } catch (error) {
    throw errorFromThrown(error);
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

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/** A user-facing message for anything thrown by a request or a query. */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
