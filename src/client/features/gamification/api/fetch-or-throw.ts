import { ApiError, api } from '../../../lib/api-client';

/**
 * GET `path`, or throw the spec's fetch failure message (SPEC section 8: 'Failed to fetch badges', …).
 * The thrown error keeps the status and code of the failure, so the query client's retry rule (no retry
 * on a 4xx) still sees what happened, and the server's own message stays on `cause` for the console.
 */
export async function fetchOrThrow<T>(
  path: string,
  failureMessage: string,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await api.get<T>(path, { signal });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    const code = error instanceof ApiError ? error.code : undefined;
    const failure = new ApiError(status, failureMessage, code);
    failure.cause = error;
    throw failure;
  }
}
