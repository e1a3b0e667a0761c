import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyCommandPalette, PALETTE_PREFETCH_QUIET_MS } from '../../src/kbar/LazyCommandPalette';

// The palette itself (kbar) is tested in kbar-actions.test.tsx; here only when its code loads.
vi.mock('../../src/kbar/CommandPalette', () => ({
  CommandPalette: () => <div data-testid="palette-code" />,
}));

/** A page whose data request stays in flight until `answer` is called. */
let answer: () => void = () => undefined;
function PageWithData() {
  useQuery({
    queryKey: ['page-data'],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve('rows'))),
  });
  return null;
}

const renderHeader = (withPage: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      {withPage ? <PageWithData /> : null}
      <LazyCommandPalette />
    </QueryClientProvider>,
  );

/** Lets timers, the idle callback, the lazy import and React's updates run. */
const pass = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe("the palette's code", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 1));
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits while the page is loading its data, and loads once the page has been quiet', async () => {
    renderHeader(true);
    await pass(PALETTE_PREFETCH_QUIET_MS * 3);
    expect(screen.queryByTestId('palette-code')).toBeNull();

    await act(async () => answer());
    await pass(PALETTE_PREFETCH_QUIET_MS / 2);
    expect(screen.queryByTestId('palette-code')).toBeNull();
    await pass(PALETTE_PREFETCH_QUIET_MS);
    expect(screen.getByTestId('palette-code')).toBeInTheDocument();
  });

  it('loads at once when the pointer or the keyboard focus reaches the search button', async () => {
    renderHeader(true);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Search and commands' }));
    await pass(10);
    expect(screen.getByTestId('palette-code')).toBeInTheDocument();
  });
});
