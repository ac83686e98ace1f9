import { describe, expect, test } from 'vitest';
import { ApiError, CANCELLED_CODE, NETWORK_ERROR_CODE } from './api-client';
import { shouldRetry, urlForQueryKey } from './query-client';

describe('urlForQueryKey', () => {
  test('the first part is the path', () => {
    expect(urlForQueryKey(['/api/user'])).toBe('/api/user');
  });

  test('a string second part is the timespan', () => {
    expect(urlForQueryKey(['/api/moods', 'week'])).toBe('/api/moods?timespan=week');
  });

  test('on a progress path it is the timePeriod', () => {
    expect(urlForQueryKey(['/api/progress-reports', 'month'])).toBe('/api/progress-reports?timePeriod=month');
  });

  test('an object becomes query parameters', () => {
    expect(urlForQueryKey(['/api/journal', { page: 2, q: 'tea', skip: undefined }])).toBe(
      '/api/journal?page=2&q=tea',
    );
  });
});

describe('shouldRetry', () => {
  test('retries a server error or a lost connection once', () => {
    expect(shouldRetry(0, new ApiError(500, 'Boom'), 1)).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'Offline', NETWORK_ERROR_CODE), 1)).toBe(true);
    expect(shouldRetry(1, new ApiError(500, 'Boom'), 1)).toBe(false);
  });

  test('never retries an answer that would only repeat itself, or a cancelled request', () => {
    expect(shouldRetry(0, new ApiError(401, 'Invalid username or password'), 1)).toBe(false);
    expect(shouldRetry(0, new ApiError(409, 'Taken'), 1)).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'Request was cancelled', CANCELLED_CODE), 1)).toBe(false);
  });
});
