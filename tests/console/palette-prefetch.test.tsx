import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { LazyCommandPalette, PALETTE_PREFETCH_QUIET_MS } from '../../src/kbar/LazyCommandPalette';
import { answerPageData, pass, PageWithData, withIdleFakeTimers } from './quiet-page';

// The palette itself (kbar) is tested in kbar-actions.test.tsx; here only when its code loads.
vi.mock('../../src/kbar/CommandPalette', () => ({
  CommandPalette: () => <div data-testid="palette-code" />,
}));

const renderHeader = (withPage: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      {withPage ? <PageWithData /> : null}
      <LazyCommandPalette />
    </QueryClientProvider>,
  );

describe("the palette's code", () => {
  withIdleFakeTimers();

  it('waits while the page is loading its data, and loads once the page has been quiet', async () => {
    renderHeader(true);
    await pass(PALETTE_PREFETCH_QUIET_MS * 3);
    expect(screen.queryByTestId('palette-code')).toBeNull();

    await answerPageData();
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
