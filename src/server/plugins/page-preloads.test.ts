import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_MODULES, SIGNED_IN_MODULES } from '#contract/first-screen';
import {
  BUILD_MANIFEST,
  createPagePreloads,
  preloadsAsLinkTags,
  WITHOUT_QUERY_ATTRIBUTE,
} from './page-preloads';

// A build manifest as Vite writes it: the entry and its chunks, the journal page importing one of the
// entry's chunks and one of its own, the layout's navigation and the sign-in page.
const manifest = {
  'src/client/main.tsx': { file: 'assets/index-E.js', isEntry: true, imports: ['_react-dom-R.js'] },
  '_react-dom-R.js': { file: 'assets/react-dom-R.js' },
  '_icons-I.js': { file: 'assets/icons-I.js', imports: ['_react-dom-R.js'] },
  [PAGE_MODULES.journal]: { file: 'assets/journal-page-J.js', imports: ['_react-dom-R.js', '_icons-I.js'] },
  [PAGE_MODULES.auth]: { file: 'assets/auth-page-A.js', imports: ['_icons-I.js'] },
  [PAGE_MODULES.notFound]: { file: 'assets/not-found-page-N.js' },
  [SIGNED_IN_MODULES[0]?.module ?? '']: {
    file: 'assets/phone-nav-M.js',
    imports: ['_icons-I.js', '_nav-shared-S.js'],
  },
  [SIGNED_IN_MODULES[1]?.module ?? '']: { file: 'assets/side-nav-W.js', imports: ['_nav-shared-S.js'] },
  '_nav-shared-S.js': { file: 'assets/nav-shared-S.js' },
};

const clientDir = mkdtempSync(join(tmpdir(), 'daily-retro-preloads-'));
mkdirSync(join(clientDir, '.vite'));
writeFileSync(join(clientDir, BUILD_MANIFEST), JSON.stringify(manifest));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const fetchPreload = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`;
const links = (value: string | null) => (value ?? '').split(', ');

describe('the preloads sent with the app page', () => {
  const preloads = createPagePreloads(clientDir);

  it("names a signed-in page's first reads, then its code and the layout's, without the entry's chunks", () => {
    expect(links(preloads.linkFor('/journal', true))).toEqual([
      fetchPreload('/api/user'),
      fetchPreload('/api/journal'),
      fetchPreload('/api/journal/tags'),
      fetchPreload('/api/journal/on-this-day'),
      '</assets/journal-page-J.js>; rel=modulepreload; fetchpriority=low',
      '</assets/icons-I.js>; rel=modulepreload; fetchpriority=low',
      // Each navigation for the screens that show it; what both import, for every screen.
      `</assets/phone-nav-M.js>; rel=modulepreload; fetchpriority=low; media="${SIGNED_IN_MODULES[0]?.media}"`,
      '</assets/nav-shared-S.js>; rel=modulepreload; fetchpriority=low',
      `</assets/side-nav-W.js>; rel=modulepreload; fetchpriority=low; media="${SIGNED_IN_MODULES[1]?.media}"`,
    ]);
  });

  it('names only who is signed in for a page opened with a query, whose reads depend on it', () => {
    const value = links(preloads.linkFor('/journal?q=river', true));
    expect(value.filter((link) => link.includes('as=fetch'))).toEqual([fetchPreload('/api/user')]);
  });

  it('names the sign-in page and no read for someone signed out, whatever the address', () => {
    for (const url of ['/journal', '/', '/auth', '/no-such-page']) {
      expect(links(preloads.linkFor(url, false))).toEqual([
        '</assets/auth-page-A.js>; rel=modulepreload; fetchpriority=low',
        '</assets/icons-I.js>; rel=modulepreload; fetchpriority=low',
      ]);
    }
    expect(links(preloads.linkFor('/auth', true))[0]).toBe(
      '</assets/auth-page-A.js>; rel=modulepreload; fetchpriority=low',
    );
  });

  it('names the not-found page for an unknown address, and an alias opens its page', () => {
    expect(preloads.linkFor('/no-such-page', true)).toContain('not-found-page-N.js');
    expect(preloads.linkFor('/journal/', true)).toBe(preloads.linkFor('/journal', true));
  });

  it('names no code without a build manifest (a server started without the built client)', () => {
    const bare = mkdtempSync(join(tmpdir(), 'daily-retro-preloads-bare-'));
    try {
      expect(createPagePreloads(bare).linkFor('/journal', false)).toBeNull();
      expect(createPagePreloads(bare).linkFor('/', true)).toBe(
        `${fetchPreload('/api/user')}, ${fetchPreload('/api/home')}`,
      );
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("as a shell's <link>s: reads with credentials, the page's own marked, and code as module preloads", () => {
    const tags = preloadsAsLinkTags(preloads.preloadsFor('/journal', true));
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user">');
    expect(tags).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/journal" ${WITHOUT_QUERY_ATTRIBUTE}>`,
    );
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/journal-page-J.js">');
    expect(tags).toContain(
      `<link rel="modulepreload" crossorigin href="/assets/side-nav-W.js" media="${SIGNED_IN_MODULES[1]?.media}">`,
    );
    expect(tags).not.toMatch(/fetchpriority/);
  });
});
