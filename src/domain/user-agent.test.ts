import { describe, expect, test } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  test.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'iPhone',
      'Safari',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      'Android phone',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
      'Android tablet',
      'Samsung Internet',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:125.0) Gecko/20100101 Firefox/125.0',
      'Mac',
      'Firefox',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
      'Windows PC',
      'Edge',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
      'Linux PC',
      'Opera',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
      'iPhone',
      'Chrome',
    ],
  ])('%s is %s with %s', (userAgent, device, browser) => {
    expect(describeUserAgent(userAgent)).toEqual({ device, browser });
  });

  test('an empty or unknown header says so instead of guessing', () => {
    expect(describeUserAgent('')).toEqual({ device: 'Unknown device', browser: 'Unknown browser' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ device: 'Unknown device', browser: 'Unknown browser' });
  });
});
