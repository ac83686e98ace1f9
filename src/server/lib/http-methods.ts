/** Methods that change nothing (RFC 9110 §9.2.1): everything else may change state. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
