export declare const SYSTEM_CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): { path: string; source: 'playwright' | 'system' } | null;
