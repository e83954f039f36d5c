export const DESKTOP_WIDTH = 1280;
export const PHONE_WIDTH = 375;

/** Sets the width the stubbed media queries answer against (jsdom has no layout). */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** Answers `(max-width: Npx)` and `(min-width: Npx)` against the window's width. */
export function matchesWidthQuery(query: string): boolean {
  const width = window.innerWidth;
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}
