import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, focusManager, onlineManager, useQuery } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/** A remote's query that sets no timing of its own: it gets the page client's defaults. */
function Reader({ read }: { read: () => Promise<string> }) {
  const { data, isError } = useQuery({ queryKey: ['generic'], queryFn: read });
  return <p>{isError ? 'failed' : (data ?? 'loading')}</p>;
}

function mount(read: () => Promise<string>) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Reader read={read} />
    </QueryClientProvider>,
  );
  let now = 0;
  /** Moves the fake clock to `ms` after mounting, letting the calls and their answers run. */
  const at = (ms: number) => {
    const by = ms - now;
    now = ms;
    return act(() => jest.advanceTimersByTimeAsync(by));
  };
  return { client, at };
}

describe('the page query client: the generic polling defaults', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    focusManager.setFocused(undefined);
    onlineManager.setOnline(true);
    jest.useRealTimers();
  });

  it('refetches every 60000 ms', async () => {
    let n = 0;
    const read = jest.fn(async () => `answer ${++n}`);
    const { at } = mount(read);
    await at(100);
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.getByText('answer 1')).toBeInTheDocument();
    await at(59_999);
    expect(read).toHaveBeenCalledTimes(1);
    await at(60_100);
    expect(read).toHaveBeenCalledTimes(2);
    expect(screen.getByText('answer 2')).toBeInTheDocument();
    await at(120_100);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('retries a failed call 3 times, 3000 ms apart, before giving up', async () => {
    const read = jest.fn(async (): Promise<string> => {
      throw new Error('503');
    });
    const { at } = mount(read);
    await at(2_990);
    expect(read).toHaveBeenCalledTimes(1);
    await at(3_010);
    expect(read).toHaveBeenCalledTimes(2);
    await at(5_990);
    expect(read).toHaveBeenCalledTimes(2);
    await at(6_010);
    expect(read).toHaveBeenCalledTimes(3);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await at(9_100);
    expect(read).toHaveBeenCalledTimes(4);
    expect(screen.getByText('failed')).toBeInTheDocument();
    await at(30_000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('refetches when the window regains focus', async () => {
    const read = jest.fn(async () => 'answer');
    const { at } = mount(read);
    await at(100);
    expect(read).toHaveBeenCalledTimes(1);
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await at(200);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('refetches when the connection comes back', async () => {
    const read = jest.fn(async () => 'answer');
    const { at } = mount(read);
    await at(100);
    expect(read).toHaveBeenCalledTimes(1);
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await at(200);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
