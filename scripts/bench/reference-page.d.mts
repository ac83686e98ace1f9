export const REFERENCE_PATH: string;
export function referencePage(shell: string): string;
export function writeReferencePage(clientDir: string, shell: string): void;
