import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { RatingSummaryText } from './rating-summary';
import { TrustScoreLink } from './trust-score-link';

describe('ratings where the spec puts a rating', () => {
  it('shows the average with the number of ratings beside it', () => {
    render(<RatingSummaryText rated={{ ratingSummary: { average: 4.5, count: 12 } }} testId="r" />);
    expect(screen.getByTestId('r')).toHaveTextContent('4.5 (12)');
    expect(screen.getByTestId('r')).toHaveAttribute('aria-label', 'Rating 4.5 of 5, ratings: 12');
  });

  it('shows the average alone where the view has no summary yet, and says when there is none', () => {
    const { rerender } = render(<RatingSummaryText rated={{ rating: 4 }} testId="r" />);
    expect(screen.getByTestId('r')).toHaveTextContent('4.0');
    expect(screen.getByTestId('r')).not.toHaveTextContent('(');
    rerender(
      <RatingSummaryText rated={{ ratingSummary: { average: null, count: 0 } }} testId="r" />,
    );
    expect(screen.getByTestId('r')).toHaveTextContent('No ratings yet');
  });

  it('links a company’s trust score to the page that explains it', async () => {
    const companyId = '33333333-3333-4333-8333-333333333333';
    stubFetch({ [`GET /api/companies/${companyId}/trust-score`]: () => json(200, { score: 72 }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <TrustScoreLink companyId={companyId} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('trust-score')).toHaveTextContent('Trust 72');
    expect(screen.getByTestId('trust-score-link')).toHaveAttribute('href', '/trust-score');
  });
});
