import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ERROR_MESSAGES } from '#contract/constants';
import {
  ApiError,
  type AuthEvent,
  api,
  isSocketWarning,
  NETWORK_ERROR_CODE,
  onAuthEvent,
  signInFailureMessage,
} from './api-client';

function respond(status: number, body: unknown, init: { statusText?: string; type?: string } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    statusText: init.statusText ?? '',
    headers: { 'content-type': init.type ?? 'application/json' },
  });
}

function stubFetch(implementation: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  test('sends JSON with cookies and returns the parsed body', async () => {
    const fetchMock = stubFetch(async () => respond(200, { id: '1' }));

    await expect(api.post('/api/login', { username: 'alice' })).resolves.toEqual({ id: '1' });

    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"username":"alice"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  test('a call without a body sends no content type', async () => {
    const fetchMock = stubFetch(async () => respond(200, { success: true }));

    await api.post('/api/logout');

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  test('an empty answer resolves to undefined', async () => {
    stubFetch(async () => respond(204, ''));
    await expect(api.delete('/api/thing')).resolves.toBeUndefined();
  });
});

describe('error messages follow the fallback order', () => {
  test('the server message comes first, with its code and field errors', async () => {
    stubFetch(async () =>
      respond(409, {
        message: 'Username already exists',
        code: 'CONFLICT',
        errors: [{ path: 'username', message: 'That username is taken' }],
      }),
    );

    const error = await failure(api.post('/api/register', {}));

    expect(error.status).toBe(409);
    expect(error.message).toBe('Username already exists');
    expect(error.code).toBe('CONFLICT');
    expect(error.fieldErrors).toEqual([{ path: 'username', message: 'That username is taken' }]);
  });

  test('then the error field', async () => {
    stubFetch(async () => respond(400, { error: 'Bad thing' }, { statusText: 'Bad Request' }));
    expect((await failure(api.get('/api/x'))).message).toBe('Bad thing');
  });

  test('then the status text', async () => {
    stubFetch(async () => respond(502, {}, { statusText: 'Bad Gateway' }));
    expect((await failure(api.get('/api/x'))).message).toBe('Bad Gateway');
  });

  test("then 'Error: {status}'", async () => {
    stubFetch(async () => respond(503, {}));
    expect((await failure(api.get('/api/x'))).message).toBe('Error: 503');
  });

  test('the server message wins over the error field and the status text', async () => {
    stubFetch(async () =>
      respond(400, { message: 'Said it', error: 'Bad thing' }, { statusText: 'Bad Request' }),
    );
    const error = await failure(api.get('/api/x'));
    expect(error.message).toBe('Said it');
    expect(error.serverMessage).toBe('Said it');
  });

  test('an empty or non-text message falls through to the error field', async () => {
    stubFetch(async () => respond(400, { message: '  ', error: 'Bad thing' }));
    expect((await failure(api.get('/api/x'))).message).toBe('Bad thing');
    stubFetch(async () => respond(400, { message: 42, error: 'Bad thing' }));
    expect((await failure(api.get('/api/x'))).serverMessage).toBe('Bad thing');
  });

  test('a short plain-text answer is the server message; an HTML page is not', async () => {
    stubFetch(async () => respond(429, 'Slow down', { statusText: 'Too Many Requests', type: 'text/plain' }));
    expect((await failure(api.get('/api/x'))).message).toBe('Slow down');

    stubFetch(async () =>
      respond(502, '<html><body>nginx</body></html>', { statusText: 'Bad Gateway', type: 'text/html' }),
    );
    const error = await failure(api.get('/api/x'));
    expect(error.message).toBe('Bad Gateway');
    expect(error.serverMessage).toBeUndefined();
  });

  test('the status text and the status are not the server speaking', async () => {
    stubFetch(async () => respond(502, {}, { statusText: 'Bad Gateway' }));
    expect((await failure(api.get('/api/x'))).serverMessage).toBeUndefined();
    stubFetch(async () => respond(503, ''));
    const error = await failure(api.get('/api/x'));
    expect(error.message).toBe('Error: 503');
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('sign-in and registration failure messages (SPEC section 8)', () => {
  const LOGIN_FALLBACK = 'Login failed. Please check your credentials.';

  test("the server's message when it sent one", async () => {
    stubFetch(async () => respond(401, { message: 'Invalid username or password' }));
    expect(signInFailureMessage(await failure(api.post('/api/login', {})), LOGIN_FALLBACK)).toBe(
      'Invalid username or password',
    );
  });

  test("otherwise the form's own sentence, never the status text", async () => {
    stubFetch(async () => respond(500, {}, { statusText: 'Internal Server Error' }));
    expect(signInFailureMessage(await failure(api.post('/api/login', {})), LOGIN_FALLBACK)).toBe(
      LOGIN_FALLBACK,
    );
    stubFetch(async () => respond(503, ''));
    expect(
      signInFailureMessage(
        await failure(api.post('/api/register', {})),
        'An unknown error occurred during registration',
      ),
    ).toBe('An unknown error occurred during registration');
  });

  test('a lost connection keeps its connection message', () => {
    const offline = new ApiError(0, ERROR_MESSAGES.networkError, NETWORK_ERROR_CODE);
    expect(signInFailureMessage(offline, LOGIN_FALLBACK)).toBe(ERROR_MESSAGES.networkError);
  });

  test('anything that is not an API error gets the sentence', () => {
    expect(signInFailureMessage(new Error('boom'), LOGIN_FALLBACK)).toBe(LOGIN_FALLBACK);
    expect(signInFailureMessage(undefined, LOGIN_FALLBACK)).toBe(LOGIN_FALLBACK);
  });

  test('field errors keyed by field are read too', async () => {
    stubFetch(async () =>
      respond(400, { message: 'Invalid', errors: { email: ['Enter a valid email address'] } }),
    );
    expect((await failure(api.post('/api/x', {}))).fieldErrors).toEqual([
      { path: 'email', message: 'Enter a valid email address' },
    ]);
  });
});

describe('not signed in', () => {
  test('a 401 on sign-in keeps the server message', async () => {
    stubFetch(async () => respond(401, { message: 'Invalid username or password', code: 'UNAUTHENTICATED' }));
    expect((await failure(api.post('/api/login', {}))).message).toBe('Invalid username or password');
  });

  test('a 401 on any other call says the session expired', async () => {
    stubFetch(async () => respond(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' }));

    const error = await failure(api.get('/api/journal'));

    expect(error.status).toBe(401);
    expect(error.message).toBe(ERROR_MESSAGES.sessionExpired);
    expect(error.code).toBe('UNAUTHENTICATED');
  });
});

describe('requests that get no answer', () => {
  test('a network failure reads as a connection error', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await failure(api.get('/api/user'));

    expect(error.status).toBe(0);
    expect(error.message).toBe(ERROR_MESSAGES.networkError);
  });

  test('a cancelled request says so', async () => {
    stubFetch(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });

    expect((await failure(api.get('/api/user'))).message).toBe(ERROR_MESSAGES.cancelled);
  });
});

describe('answers without a readable response', () => {
  test('a status 0 answer reads as a network connection issue', async () => {
    stubFetch(async () => Response.error());

    const error = await failure(api.get('/api/moods'));

    expect(error.status).toBe(0);
    expect(error.message).toBe(ERROR_MESSAGES.networkStatusZero);
  });

  test('anything else thrown without a message is an unknown error', async () => {
    stubFetch(async () => {
      throw { reason: 'odd' };
    });
    expect((await failure(api.get('/api/x'))).message).toBe(ERROR_MESSAGES.unknown);
  });
});

describe('socket paths', () => {
  test('a network failure on a /ws path resolves to a warning and is logged', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const result = await api.get('/api/ws/notifications');

    expect(isSocketWarning(result)).toBe(true);
    expect(result).toEqual({
      warning: true,
      status: 0,
      path: '/api/ws/notifications',
      message: ERROR_MESSAGES.networkStatusZero,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  test('an HTTP error on a /ws path still throws', async () => {
    stubFetch(async () => respond(500, { message: 'Boom' }));
    expect((await failure(api.get('/ws/status'))).message).toBe('Boom');
  });

  test('other paths still throw on a network failure', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failure(api.get('/api/wsx-not-a-socket'))).status).toBe(0);
  });
});

describe('auth events', () => {
  const events: AuthEvent[] = [];
  let stop: () => void = () => undefined;

  beforeEach(() => {
    events.length = 0;
    stop = onAuthEvent((event) => events.push(event));
  });
  afterEach(() => stop());

  test('a 401 on a data call reports an expired session', async () => {
    stubFetch(async () => respond(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' }));
    await failure(api.get('/api/journal?page=2'));
    expect(events).toEqual([{ type: 'session-expired', path: '/api/journal' }]);
  });

  test('a 401 on sign-in, registration or GET /api/user does not', async () => {
    stubFetch(async () => respond(401, { message: 'Nope', code: 'UNAUTHENTICATED' }));
    await failure(api.post('/api/login', {}));
    await failure(api.post('/api/register', {}));
    await failure(api.get('/api/user'));
    expect(events).toEqual([]);
  });

  test('a 401 on a background request does not', async () => {
    stubFetch(async () => respond(401, { message: 'Nope', code: 'UNAUTHENTICATED' }));
    await failure(api.get('/api/version?nocache=1', { background: true }));
    expect(events).toEqual([]);
  });

  test('sign-in, the user call and sign-out report success', async () => {
    stubFetch(async () => respond(200, { id: '1', username: 'alice' }));
    await api.post('/api/login', {});
    await api.post('/api/register', {});
    await api.get('/api/user');
    await api.post('/api/logout');
    expect(events.map((event) => event.type)).toEqual([
      'signed-in',
      'signed-in',
      'user-confirmed',
      'signed-out',
    ]);
  });
});
