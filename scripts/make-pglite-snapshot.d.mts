/** Writes the migrated, empty embedded database (a gzipped ustar of a cleanly shut down data folder) to outFile. */
export function makePgliteSnapshot(migrationsFolder: string, outFile: string): Promise<void>;
export function tarFolder(root: string): Buffer;
