import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  type FallbackWindow,
  installRenderFallback,
  RENDER_FALLBACK_TEXTS,
  renderFallbackScript,
} from './render-fallback';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

interface FakeElement {
  tag: string;
  children: FakeElement[];
  textContent: string;
  style: Record<string, string>;
  attributes: Record<string, string>;
  listeners: Record<string, () => void>;
  readonly childElementCount: number;
  readonly firstElementChild: FakeElement | null;
  hasAttribute(name: string): boolean;
  removeChild(child: FakeElement): void;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: () => void): void;
  append(...children: FakeElement[]): void;
}

function element(tag: string): FakeElement {
  let text = '';
  return {
    tag,
    children: [],
    // As in the DOM, setting the text replaces the children.
    get textContent() {
      return text;
    },
    set textContent(value: string) {
      text = value;
      this.children = [];
    },
    style: {},
    attributes: {},
    listeners: {},
    get childElementCount() {
      return this.children.length;
    },
    get firstElementChild() {
      return this.children[0] ?? null;
    },
    hasAttribute(name) {
      return name in this.attributes;
    },
    removeChild(child) {
      this.children = this.children.filter((existing) => existing !== child);
    },
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
    addEventListener(type, listener) {
      this.listeners[type] = listener;
    },
    append(...children) {
      this.children.push(...children);
    },
  };
}

function fakeWindow(readyState: 'loading' | 'complete', root: FakeElement) {
  let onLoad: () => void = () => undefined;
  const htmlAttributes = new Set<string>();
  const reload = vi.fn();
  const win: FallbackWindow = {
    document: {
      readyState,
      documentElement: {
        classList: { contains: () => false },
        hasAttribute: (name) => htmlAttributes.has(name),
      },
      getElementById: (id) => (id === 'root' ? (root as unknown as Element) : null),
      createElement: (tag) => element(tag) as unknown as HTMLElement,
    },
    addEventListener: (_type, listener) => {
      onLoad = listener;
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    location: { reload },
  };
  return { win, reload, load: () => onLoad(), htmlAttributes };
}

describe('render fallback', () => {
  test('applied when #root is still empty 3 seconds after load, with a message and a reload button', () => {
    const root = element('div');
    const { win, reload, load } = fakeWindow('loading', root);
    installRenderFallback(win, RENDER_FALLBACK_TEXTS, 3000);

    vi.advanceTimersByTime(10_000);
    expect(root.children).toHaveLength(0); // the clock starts at load, not before
    load();
    vi.advanceTimersByTime(2999);
    expect(root.children).toHaveLength(0);
    vi.advanceTimersByTime(1);

    const [panel] = root.children;
    expect(panel?.attributes.role).toBe('alert');
    expect(panel?.children.map((child) => [child.tag, child.textContent])).toEqual([
      ['h1', 'Daily Retro did not start'],
      ['p', RENDER_FALLBACK_TEXTS.description],
      ['button', 'Reload'],
    ]);
    panel?.children[2]?.listeners.click?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("index.html's static splash counts as empty: it is replaced by the message", () => {
    const root = element('div');
    const splash = element('div');
    splash.setAttribute('data-splash', '');
    splash.textContent = 'Daily Retro';
    root.append(splash);
    const { win } = fakeWindow('complete', root);
    installRenderFallback(win, RENDER_FALLBACK_TEXTS, 3000);
    vi.advanceTimersByTime(3000);
    expect(root.children).toHaveLength(1);
    expect(root.children[0]?.attributes.role).toBe('alert');
  });

  test('a prerendered shell the app never adopted counts as empty: it is replaced by the message', () => {
    const root = element('div');
    root.setAttribute('data-prerendered', '');
    root.append(element('a'), element('div'));
    const { win } = fakeWindow('complete', root);
    installRenderFallback(win, RENDER_FALLBACK_TEXTS, 3000);
    vi.advanceTimersByTime(3000);
    expect(root.children).toHaveLength(1);
    expect(root.children[0]?.attributes.role).toBe('alert');
  });

  test('a prerendered shell the app adopted (the mark gone) stays', () => {
    const root = element('div');
    root.append(element('a'), element('div'));
    const { win } = fakeWindow('complete', root);
    installRenderFallback(win, RENDER_FALLBACK_TEXTS, 3000);
    vi.advanceTimersByTime(3000);
    expect(root.children.map((child) => child.tag)).toEqual(['a', 'div']);
  });

  test("waits while the app's scripts are still being imported, then counts the time again", () => {
    const root = element('div');
    root.setAttribute('data-prerendered', '');
    root.append(element('a'));
    const { win, htmlAttributes } = fakeWindow('complete', root);
    htmlAttributes.add('data-app-loading');
    installRenderFallback(win, RENDER_FALLBACK_TEXTS, 3000);
    vi.advanceTimersByTime(9000);
    expect(root.children.map((child) => child.tag)).toEqual(['a']);
    // The import failed: the mark goes, and the next check finds a shell nobody adopted.
    htmlAttributes.delete('data-app-loading');
    vi.advanceTimersByTime(3000);
    expect(root.children[0]?.attributes.role).toBe('alert');
  });

  test('gives an app that has begun to start a few more checks, then says it did not start', () => {
    const root = element('div');
    root.setAttribute('data-prerendered', '');
    root.append(element('a'));
    const { win, htmlAttributes } = fakeWindow('complete', root);
    htmlAttributes.add('data-app-starting');
    installRenderFallback(win, RENDER_FALLBACK_TEXTS, 3000, 3);
    vi.advanceTimersByTime(3000 * 3);
    expect(root.children.map((child) => child.tag)).toEqual(['a']);
    // Its first render never committed: after the last extra check, the message.
    vi.advanceTimersByTime(3000);
    expect(root.children[0]?.attributes.role).toBe('alert');
  });

  test('an app that started within the extra time keeps its page', () => {
    const root = element('div');
    root.setAttribute('data-prerendered', '');
    root.append(element('a'));
    const { win, htmlAttributes } = fakeWindow('complete', root);
    htmlAttributes.add('data-app-starting');
    installRenderFallback(win, RENDER_FALLBACK_TEXTS, 3000, 3);
    vi.advanceTimersByTime(4000);
    htmlAttributes.delete('data-app-starting');
    delete root.attributes['data-prerendered'];
    vi.advanceTimersByTime(12000);
    expect(root.children.map((child) => child.tag)).toEqual(['a']);
  });

  test('not applied when the app rendered', () => {
    const root = element('div');
    root.append(element('main'));
    const { win } = fakeWindow('complete', root);
    installRenderFallback(win, RENDER_FALLBACK_TEXTS, 3000);
    vi.advanceTimersByTime(3000);
    expect(root.children).toHaveLength(1);
  });

  test('the inlined script calls the function with the texts, 3 s and three extra checks', () => {
    const script = renderFallbackScript();
    expect(script.startsWith('(function installRenderFallback(')).toBe(true);
    expect(script).toContain('"Daily Retro did not start"');
    expect(script.endsWith(', 3000, 3);')).toBe(true);
  });
});
