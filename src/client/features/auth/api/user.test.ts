import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SIGNED_IN_BEFORE_KEY } from '#client/lib/signed-in-hint';
import { dismissToast, peekToasts } from '#client/lib/toast-store';
import { memoryStorage } from '#client/lib/version/memory-storage';
import { loginMutationOptions, registerMutationOptions, userKeys } from './user';

const USER = {
  id: 'u1',
  username: 'maya',
  email: null,
  role: 'user',
  timezone: 'Europe/Berlin',
  createdAt: '2026-11-24T08:00:00.000Z',
};
const CREDENTIALS = { username: 'maya', password: 'a long enough password' };

function respond(status: number, body?: unknown, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

let storage: Storage;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  dismissToast();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastToast() {
  const [toast] = peekToasts();
  return toast ? { title: toast.title, description: toast.description, variant: toast.variant } : undefined;
}

type Options = ReturnType<typeof loginMutationOptions> | ReturnType<typeof registerMutationOptions>;

async function run(options: Options, answer: Response, client: QueryClient) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer),
  );
  const observer = new MutationObserver<unknown, unknown, typeof CREDENTIALS>(client, {
    ...options,
    retry: false,
  });
  await observer.mutate(CREDENTIALS).catch(() => undefined);
}

describe('sign-in (SPEC section 8)', () => {
  test("a failure with the server's message shows it", async () => {
    const client = new QueryClient();
    await run(
      loginMutationOptions(client),
      respond(401, { message: 'Invalid username or password' }),
      client,
    );
    expect(lastToast()).toEqual({
      title: 'Login failed',
      description: 'Invalid username or password',
      variant: 'destructive',
    });
  });

  test("a failure with no message says 'Login failed. Please check your credentials.', not the status text", async () => {
    const client = new QueryClient();
    await run(loginMutationOptions(client), respond(500, undefined, 'Internal Server Error'), client);
    expect(lastToast()?.description).toBe('Login failed. Please check your credentials.');
  });

  test('success sets the user and remembers that this browser has signed in', async () => {
    const client = new QueryClient();
    await run(loginMutationOptions(client), respond(200, USER), client);
    expect(client.getQueryData(userKeys.user)).toEqual(USER);
    expect(storage.getItem(SIGNED_IN_BEFORE_KEY)).toBe('true');
    expect(lastToast()).toMatchObject({ title: 'Login successful', description: 'Welcome back!' });
  });

  test('a failure remembers nothing', async () => {
    const client = new QueryClient();
    await run(
      loginMutationOptions(client),
      respond(401, { message: 'Invalid username or password' }),
      client,
    );
    expect(storage.getItem(SIGNED_IN_BEFORE_KEY)).toBeNull();
  });
});

describe('registration (SPEC sections 3 and 8)', () => {
  test("a failure with no message says 'An unknown error occurred during registration'", async () => {
    const client = new QueryClient();
    await run(registerMutationOptions(client), respond(502, undefined, 'Bad Gateway'), client);
    expect(lastToast()).toEqual({
      title: 'Registration failed',
      description: 'An unknown error occurred during registration',
      variant: 'destructive',
    });
  });

  test("a failure with the server's message shows it", async () => {
    const client = new QueryClient();
    await run(registerMutationOptions(client), respond(409, { message: 'That username is taken' }), client);
    expect(lastToast()?.description).toBe('That username is taken');
  });

  test('a nested user is set as the current user', async () => {
    const client = new QueryClient();
    await run(registerMutationOptions(client), respond(201, { user: USER }), client);
    expect(client.getQueryData(userKeys.user)).toEqual(USER);
    expect(storage.getItem(SIGNED_IN_BEFORE_KEY)).toBe('true');
    expect(lastToast()).toMatchObject({
      title: 'Registration successful',
      description: 'Your account has been created.',
    });
  });

  test('a loginError is shown, nobody is signed in, and the page is asked to move to Sign in', async () => {
    const client = new QueryClient();
    const onSignInNeeded = vi.fn();
    const loginError = 'Your account was created, but signing in failed. Please sign in.';
    await run(
      registerMutationOptions(client, { onSignInNeeded }),
      respond(201, { user: USER, loginError }),
      client,
    );
    expect(lastToast()).toMatchObject({ title: 'Registration successful', description: loginError });
    expect(client.getQueryData(userKeys.user)).toBeUndefined();
    expect(onSignInNeeded).toHaveBeenCalledWith('maya');
    expect(storage.getItem(SIGNED_IN_BEFORE_KEY)).toBeNull();
  });

  test('an empty loginError is no error', async () => {
    const client = new QueryClient();
    const onSignInNeeded = vi.fn();
    await run(
      registerMutationOptions(client, { onSignInNeeded }),
      respond(201, { ...USER, loginError: '' }),
      client,
    );
    expect(onSignInNeeded).not.toHaveBeenCalled();
    expect(client.getQueryData(userKeys.user)).toMatchObject({ id: 'u1' });
  });
});
