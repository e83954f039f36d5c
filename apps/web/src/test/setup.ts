import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../lib/i18n/i18n';
import { testNetwork } from './fetch-stub';
import { localeResources } from './locale-files';
import { DESKTOP_WIDTH, matchesWidthQuery, setViewportWidth } from './viewport';
import { FakeWebSocket } from './websocket-stub';

// Component tests render the real translation files, in English so assertions read naturally.
await initI18n({ resources: localeResources(), language: 'en' });

setViewportWidth(DESKTOP_WIDTH);

// No test reaches a server: a request no handler of the test (`stubFetch`) answers fails, and
// the app's socket (lib/realtime) gets one that connects nowhere unless a test stubs its own
// (test/websocket-stub.ts). It is set after MSW starts, which would wrap it in its own.
beforeAll(() => {
  testNetwork.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(globalThis, 'WebSocket', {
    configurable: true,
    writable: true,
    value: FakeWebSocket,
  });
});
afterAll(() => testNetwork.close());

// A file's first test also waits for its screen's lazily loaded code; on a loaded 2-core
// machine that alone can take longer than the library's default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  testNetwork.resetHandlers();
  localStorage.clear();
  vi.unstubAllGlobals();
  setViewportWidth(DESKTOP_WIDTH);
});

// jsdom has no layout, hence no media queries; Ant Design's responsive helpers and ours ask.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matchesWidthQuery(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom has no ResizeObserver either; Ant Design's tabs and overflow menus observe sizes.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// jsdom cannot style pseudo-elements and says so on every drawer; the element's style will do.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);
