import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';

/** A media query list whose answer the test changes, telling its listeners as a browser does. */
function reducedMotionSetting(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const matchMedia = (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

function renderProviders() {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <MotionProbe />
    </AppProviders>,
  );
}

describe('AppProviders', () => {
  it("animates antd's components by default", () => {
    reducedMotionSetting(false);
    renderProviders();
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  });

  it('turns every animation off for a reader who asked to reduce motion, and back', () => {
    const setting = reducedMotionSetting(true);
    renderProviders();
    expect(screen.getByTestId('motion')).toHaveTextContent('false');
    act(() => setting.set(false));
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  });
});
