// `npm run lint`, second half: the import boundaries of src/, checked on the file each import
// resolves to, so no spelling (relative at any depth, or a `#area/…` subpath import) gets past them.
// Imports are read by a real parser (oxc-parser: type-only imports, re-exports and import() too)
// and resolved like the bundlers do (oxc-resolver: package.json "imports", extensions, index
// files). The rules and why: docs/decisions/042-import-boundaries.md.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';

/** What a file under src/ is, for the rules: its layer and, where it has one, its unit. */
export function placeOf(path) {
  const parts = path.split('/');
  const [, layer = '', second = '', third = ''] = parts;
  // contract, domain and the test setup are one unit each; the server and the client are made of
  // folders (lib, plugins, app, components…), and their features and modules are units of their own.
  const split = (layer === 'server' || layer === 'client') && parts.length > 3;
  const place = { layer, unit: split ? `${layer}/${second}` : layer, feature: null, module: null };
  if (layer === 'client' && second === 'features' && parts.length > 4) {
    place.feature = third;
    place.unit = `client/features/${third}`;
  }
  if (layer === 'server' && second === 'modules' && parts.length > 4) {
    place.module = third;
    place.unit = `server/modules/${third}`;
  }
  return place;
}

const LAYERS_BELOW = {
  contract: ['contract'],
  domain: ['contract', 'domain'],
  server: ['contract', 'domain', 'server'],
  client: ['contract', 'domain', 'client'],
  test: ['contract', 'domain', 'server', 'client', 'test'],
};

/** The top of the client: the shell, the entry point and the build-time prerenderer. */
const isShell = (path) => /^src\/client\/(app\/|prerender\/|main\.tsx$)/.test(path);
/**
 * Held to "another module's service, never its queries": the modules, the jobs and the command line.
 * Tests and fixtures may set up rows through any queries; the session plugin is the sessions
 * module's request side and reads its queries by design.
 */
const holdsModuleRule = (path) =>
  /^src\/server\/(modules|jobs|cli)\//.test(path) && !/\.(test|fixtures)\.tsx?$/.test(path);

/** Why importing `to` from `from` (both paths from the project root, under src/) breaks a rule, or null. */
export function brokenRule(from, to, specifier) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (!(LAYERS_BELOW[a.layer] ?? []).includes(b.layer)) {
    return `${a.layer} does not import ${b.layer}: the layers run contract → domain → server | client.`;
  }
  if (a.layer === 'client') {
    const why = brokenClientRule(from, to, a, b);
    if (why) return why;
  }
  if (holdsModuleRule(from) && b.module !== null && b.module !== a.module && /\.queries\.ts$/.test(to)) {
    return `a server module uses another module's service, never its queries (${b.module}).`;
  }
  if (specifier.startsWith('.') && a.unit !== b.unit) {
    return `an import that leaves its own folder (${a.unit}) is spelled as a subpath import: '#${to.slice(4).replace(/(\/index)?\.tsx?$/, '')}'.`;
  }
  return null;
}

/**
 * What the shell may reach in a feature besides its index.ts: the pages its routes load lazily, and
 * the feature's mount point in the frame (mount.tsx), kept out of the index so that importing the
 * index from the shell's entry does not pull the feature's other modules into the first load.
 */
const SHELL_ENTRIES = /^(pages\/|mount\.tsx$)/;

/** The client's own rules: the shell on top, then the features, then lib/, components/ and sw/. */
function brokenClientRule(from, to, a, b) {
  if (isShell(to) && !isShell(from)) {
    return 'the shell (src/client/app) is the top of the client: move what is shared to src/client/lib or src/client/components.';
  }
  if (b.feature === null || b.feature === a.feature) return null;
  if (a.feature === null && !isShell(from)) {
    return 'lib/, components/ and sw/ sit below the features: they never import one.';
  }
  const entry = to.slice(`src/client/features/${b.feature}/`.length);
  if (entry === 'index.ts' || (isShell(from) && SHELL_ENTRIES.test(entry))) return null;
  return `a feature is reached only through its index.ts ('#client/features/${b.feature}')${isShell(from) ? ', or from the shell through its pages/ or mount.tsx' : ''}.`;
}

/** Every .ts/.tsx file under `dir`, as paths from `root`. */
export function sourceFiles(root, dir = 'src') {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers a source file imports or re-exports, statically, by type or lazily. */
function specifiersOf(path, source) {
  const { module } = parseSync(path, source);
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.map((item) => item.moduleRequest?.value)),
    ...module.dynamicImports.map((entry) => source.slice(entry.moduleRequest.start, entry.moduleRequest.end)),
  ]
    .filter(Boolean)
    .map((specifier) => specifier.replace(/^['"`]|['"`]$/g, ''));
}

/** The broken rules in `files` (paths from `root`), one line each: "file: 'specifier': why". */
export function checkBoundaries(root, files = sourceFiles(root)) {
  const resolver = new ResolverFactory({ extensions: ['.ts', '.tsx', '.mjs', '.js'] });
  const problems = [];
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const specifier of new Set(specifiersOf(file, source))) {
      if (!specifier.startsWith('.') && !specifier.startsWith('#')) continue;
      const resolved = resolver.sync(join(root, dirname(file)), specifier);
      if (!resolved.path) {
        problems.push(`${file}: '${specifier}': does not resolve.`);
        continue;
      }
      const target = relative(root, resolved.path).split(sep).join('/');
      if (!target.startsWith('src/')) continue;
      const why = brokenRule(file, target, specifier);
      if (why) problems.push(`${file}: '${specifier}': ${why}`);
    }
  }
  return problems;
}

if (process.argv[1] === import.meta.filename) {
  const problems = checkBoundaries(process.cwd());
  for (const line of problems) console.error(line);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} import(s) cross a boundary (docs/decisions/042-import-boundaries.md).`,
    );
    process.exit(1);
  }
  console.log('Import boundaries: every import of src/ keeps to them.');
}
