import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { FirstDataWatch } from '../../src/hooks/firstDataDrawn';
import { LazyCommandPalette } from '../../src/kbar/LazyCommandPalette';
import { answerPageData, pass, PageWithData, withIdleFakeTimers } from './quiet-page';

// The palette itself (kbar) is tested in kbar-actions.test.tsx; here only when its code loads.
vi.mock('../../src/kbar/CommandPalette', () => ({
  CommandPalette: () => <div data-testid="palette-code" />,
}));

const renderHeader = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PageWithData />
      <FirstDataWatch />
      <LazyCommandPalette />
    </QueryClientProvider>,
  );

describe("the palette's code", () => {
  withIdleFakeTimers();

  it("waits while the page's data is on its way, and loads once it is drawn", async () => {
    renderHeader();
    await pass(10_000);
    expect(screen.queryByTestId('palette-code')).toBeNull();

    await answerPageData();
    await pass(100);
    expect(screen.getByTestId('palette-code')).toBeInTheDocument();
  });

  it('loads at once when the pointer or the keyboard focus reaches the search button', async () => {
    renderHeader();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Search and commands' }));
    await pass(10);
    expect(screen.getByTestId('palette-code')).toBeInTheDocument();
  });
});
