// Which report sections a person left open, remembered on this device so the report opens the way
// they read it (decision record 057). Kept in local storage under a `preferences.` key: clearing
// caches keeps it, a session reset clears it (constants/storage.ts). Pure over an injected storage.
import type { KeyValueStorage } from '#client/lib/storage-reset';

export const OPEN_SECTIONS_STORAGE_KEY = 'preferences.reportSections';
/** More ids than the report has sections is not something this app wrote: ignore it. */
const MAX_REMEMBERED = 20;
const SECTION_ID = /^[a-z][a-z-]{0,40}$/;

/** The ids of the sections left open; none when nothing is stored, or what is stored is not ours. */
export function rememberedOpenSections(storage: KeyValueStorage | undefined): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OPEN_SECTIONS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed) || parsed.length > MAX_REMEMBERED) return new Set();
    return new Set(parsed.filter((id): id is string => typeof id === 'string' && SECTION_ID.test(id)));
  } catch {
    // Unreadable (blocked storage, or not JSON): every section starts closed.
    return new Set();
  }
}

/** Remembers that a section was opened or closed, keeping the others as they were. */
export function rememberSection(storage: KeyValueStorage | undefined, id: string, open: boolean): void {
  if (!storage) return;
  const sections = rememberedOpenSections(storage);
  if (open) sections.add(id);
  else sections.delete(id);
  try {
    if (sections.size === 0) storage.removeItem(OPEN_SECTIONS_STORAGE_KEY);
    else storage.setItem(OPEN_SECTIONS_STORAGE_KEY, JSON.stringify([...sections].sort()));
  } catch {
    // Storage full or blocked: the section is open now, just not remembered.
  }
}
