import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

/** The react-dom the project installs: the shipped app must run this one, not a look-alike. */
const REACT_DOM_VERSION: string = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'node_modules', 'react-dom', 'package.json'), 'utf8'),
).version;

interface Renderer {
  rendererPackageName?: string;
  version?: string;
  reconcilerVersion?: string;
}

/**
 * Installs, before any script of the page runs, the global hook React DevTools installs: react-dom
 * registers itself with it when it loads (its name and version), in production builds too. Preact's
 * compatibility layer never calls it, so a page that registers nothing is not rendered by React.
 */
async function listenLikeReactDevTools(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as { reactRenderers: unknown[] }).reactRenderers = renderers;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
    };
  });
}

function renderersOf(page: Page): Promise<Renderer[]> {
  return page.evaluate(() =>
    ((window as unknown as { reactRenderers: Renderer[] }).reactRenderers ?? []).map((renderer) => ({
      rendererPackageName: renderer.rendererPackageName,
      version: renderer.version,
      reconcilerVersion: renderer.reconcilerVersion,
    })),
  );
}

test('the sign-in page is rendered by React 19 (react-dom registers itself as React DevTools sees it)', async ({
  page,
}) => {
  await listenLikeReactDevTools(page);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();

  const renderers = await renderersOf(page);
  expect(renderers).toEqual([
    { rendererPackageName: 'react-dom', version: REACT_DOM_VERSION, reconcilerVersion: REACT_DOM_VERSION },
  ]);
  expect(REACT_DOM_VERSION).toMatch(/^19\./);
  // React keeps its root on the container element it renders into (Preact keeps its own, other fields).
  const hasReactRoot = await page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
  );
  expect(hasReactRoot).toBe(true);
});

test('a signed-in page is rendered by React 19 too', async ({ page }) => {
  await listenLikeReactDevTools(page);
  await registerAndGoHome(page);
  const renderers = await renderersOf(page);
  expect(renderers.map((renderer) => renderer.rendererPackageName)).toEqual(['react-dom']);
  expect(renderers[0]?.version).toBe(REACT_DOM_VERSION);
});
