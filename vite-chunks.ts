// How the client's code is cut into chunks (vite.config.ts, build.rolldownOptions.output.codeSplitting).
// Decision record 028 has the measurements behind each choice.

/** What the chunking rules read of the build's module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const ENTRY_MODULE = /src[\\/]client[\\/]main\.tsx$/;

/** The lazy parts of the frame around every page of someone signed in. */
const LAYOUT_PARTS =
  /src[\\/]client[\\/]app[\\/](layout[\\/](side-nav|phone-navigation)|announcement[\\/]announcement-controller)\.tsx?$/;

/**
 * Whether the app's entry imports a module, directly or through its static imports: such a module
 * stays in the entry's chunks (loaded first anyway), never in a chunk shared by lazy pages.
 */
export function reachedByEntry(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (ENTRY_MODULE.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importers ?? []).some((importer) => reachedByEntry(importer, graph, seen));
}

/** The lazily imported modules (pages, layout parts, background starts…) whose static imports reach `id`. */
function lazyRootsOf(id: string, graph: ModuleGraph, seen = new Set<string>(), roots = new Set<string>()) {
  if (seen.has(id)) return roots;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if ((info?.dynamicImporters.length ?? 0) > 0) roots.add(id);
  for (const importer of info?.importers ?? []) lazyRootsOf(importer, graph, seen, roots);
  return roots;
}

/**
 * The chunk of a module shared by lazy code, by what it serves:
 * - 'layout': used by the signed-in frame's lazy parts (and perhaps by pages), loaded on every
 *   signed-in page;
 * - otherwise null: grouped by the set of pages that use it (the next group). What the background
 *   starts (version checks, the gamification layer) share with pages is grouped that way too: they
 *   start after a page's first load (decision record 055), so a chunk of their own would make every
 *   page that uses one of its modules load all of it first.
 * A module's dependencies are used by at least the same lazy code, so they land in the same group
 * or an earlier one, never a later one: the chunks cannot import each other in a circle
 * (first-load-budget.spec.ts checks the built chunk graph).
 */
export function roleOf(id: string, graph: ModuleGraph): 'layout' | null {
  if (reachedByEntry(id, graph)) return null;
  const roots = [...lazyRootsOf(id, graph)];
  // Used by one lazy module only: it stays in that module's chunk.
  if (roots.length < 2) return null;
  if (roots.some((root) => LAYOUT_PARTS.test(root))) return 'layout';
  return null;
}

/** The modules that name icons by string, each bundling a set of lucide icons. */
const ICON_SETS: ReadonlyArray<readonly [RegExp, string]> = [
  [/gamification-icons\.ts$/, 'gamification-icons'],
  [/activity-icon\.tsx$/, 'activity-icons'],
];

/**
 * The icon set a module belongs to: the set's own module, or a lucide icon imported by that module
 * alone. Null for everything else (an icon other code uses too stays with the shared chunks).
 */
export function iconSetOf(id: string, graph: ModuleGraph): string | null {
  for (const [pattern, name] of ICON_SETS) if (pattern.test(id)) return name;
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  if (importers.length === 0) return null;
  for (const [pattern, name] of ICON_SETS) {
    if (importers.every((importer) => pattern.test(importer))) return name;
  }
  return null;
}
