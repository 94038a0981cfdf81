import '../test-support/text-encoder';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { NextMatchButton } from './NextMatchButton';

const show = (props: { teamId?: number; competitionId?: number }) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NextMatchButton {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('next-match button', () => {
  it('renders nothing without both a team id and a competition id', () => {
    expect(show({}).container).toBeEmptyDOMElement();
    expect(show({ teamId: 1000 }).container).toBeEmptyDOMElement();
    expect(show({ competitionId: 2 }).container).toBeEmptyDOMElement();
  });
});
