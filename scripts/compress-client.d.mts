/** Writes .br and .gz copies beside the built client's text files; returns how many files were compressed. */
export function compressClient(dir: string): number;
