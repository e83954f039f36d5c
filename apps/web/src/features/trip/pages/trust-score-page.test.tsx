import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

describe('the trust score page', () => {
  it('explains the published formula to anyone, signed in or not', async () => {
    stubFetch({});
    renderApp('/trust-score');
    expect(await screen.findByTestId('trust-score-page')).toBeInTheDocument();
    for (const part of ['completed', 'ratings', 'problems', 'cbStatus', 'payment']) {
      expect(screen.getByTestId(`trust-score-component-${part}`)).toBeVisible();
    }
    expect(screen.getByTestId('trust-score-formula')).toHaveTextContent(
      'Carriers: 100 × (0.35 × volume + 0.65 × reputation) × 0.8^problems',
    );
  });
});
