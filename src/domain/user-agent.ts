export interface DeviceDescription {
  /** "iPhone", "Android phone", "Mac", "Windows PC"… or "Unknown device". */
  device: string;
  /** "Safari", "Chrome", "Firefox", "Edge"… or "Unknown browser". */
  browser: string;
}

// Order matters: iPadOS and Android tablets also say "Mobile"/"Macintosh"; Edge and Opera also say Chrome.
const DEVICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android.*Mobile/, 'Android phone'],
  [/Android/, 'Android tablet'],
  [/CrOS/, 'Chromebook'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Windows/, 'Windows PC'],
  [/Linux/, 'Linux PC'],
];

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** Device and browser named from a User-Agent header, for a person to recognise their sessions. */
export function describeUserAgent(userAgent: string): DeviceDescription {
  const device = DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown browser';
  return { device, browser };
}
