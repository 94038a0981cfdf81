import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingBlock } from './LoadingBlock';
import { Skeleton } from './Skeleton';

describe('Skeleton, LoadingBlock, EmptyState, ErrorState', () => {
  it('a skeleton is hidden from screen readers and draws the lines asked for', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[data-skeleton-line]')).toHaveLength(3);
  });

  it('a loading block is busy, names what loads for screen readers and draws placeholder lines', () => {
    const { container } = render(<LoadingBlock label="Loading players…" />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading players…')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-skeleton-line]')).toHaveLength(3);
  });

  it('a loading block draws as many lines as asked', () => {
    render(<LoadingBlock lines={5} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-skeleton-line]')).toHaveLength(5);
  });

  it('an empty state says what is missing and offers a way on', () => {
    render(
      <EmptyState icon="racecards" title="No racing today" action={<a href="/racing/results">Results</a>}>
        Cards for tomorrow are published at 10am.
      </EmptyState>,
    );
    expect(screen.getByText('No racing today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error state is an alert with a retry', async () => {
    const onRetry = jest.fn();
    render(
      <ErrorState title="The race card could not be loaded" onRetry={onRetry}>
        Check your connection.
      </ErrorState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The race card could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('an error state without a retry offers none', () => {
    render(<ErrorState title="Prices are unavailable" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
