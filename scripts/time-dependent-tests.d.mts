export declare const UNIT_TIME_TESTS: string[];
export declare const API_TIME_TESTS: string[];
export declare const TIME_DEPENDENT_TESTS: string[];
export declare function entryTakes(entry: string, path: string): boolean;
