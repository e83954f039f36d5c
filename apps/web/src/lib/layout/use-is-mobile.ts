import { Grid, theme } from 'antd';

/**
 * True below Ant Design's `md` breakpoint (768 px, spec section 9): the side menu becomes a
 * drawer and wide tables become card lists. Ant Design's own hook, so our layout switches at
 * the very width its grid (`Col md=…`) does (decision 013).
 */
export function useIsMobile(): boolean {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  // The hook learns the width in an effect; until then the browser is asked directly, so a
  // phone never renders the desktop layout first.
  if (screens.md !== undefined) return !screens.md;
  return !window.matchMedia(`(min-width: ${token.screenMD}px)`).matches;
}
