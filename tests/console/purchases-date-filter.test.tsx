import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { presetRange } from '../../src/pages/dashboard/period';
import { DateRangeFilter } from '../../src/pages/purchases/DateRangeFilter';

describe('the purchase list date filter', () => {
  it('keeps a typed start while the list draws again before the end is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<DateRangeFilter from="" to="" onChange={onChange} />);
    const start = screen.getByPlaceholderText('Purchased from');
    const end = screen.getByPlaceholderText('Purchased until');
    await user.click(start);
    await user.keyboard('2026-07-27{Enter}');
    // The list draws again (new rows, another filter) with the same range: nothing to reset.
    rerender(<DateRangeFilter from="" to="" onChange={onChange} />);
    await user.click(end);
    await user.keyboard('2026-08-16{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2026-07-27', '2026-08-16']);
  });

  it("offers the dashboard's five presets, and one picks its days", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangeFilter from="" to="" onChange={onChange} />);
    await user.click(screen.getByPlaceholderText('Purchased from'));
    for (const label of ['Today', 'Last 7 days', 'Last 30 days', 'This month', 'Last 12 months']) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByText('Last 7 days'));
    const [from, to] = presetRange('last7');
    expect(onChange).toHaveBeenLastCalledWith([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]);
  });
});
