import { act, fireEvent, render } from '@testing-library/react';
import type { TableProps } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Column, ResourceTable, SPIN_DELAY_MS } from '../../src/components/ResourceTable';

type Row = { id: number; name: string };

const pageOf = (page: number): Row[] =>
  Array.from({ length: 10 }, (_, i) => ({ id: page * 10 + i, name: `Venue ${page * 10 + i}` }));

/** A server-paged list, as a list page passes it: page `page` of 30 rows. */
function List(props: {
  page: number | null;
  loading: boolean;
  scroll?: TableProps<Row>['scroll'];
  onChange?: TableProps<Row>['onChange'];
}) {
  return (
    <ResourceTable<Row>
      rowKey="id"
      dataSource={props.page === null ? undefined : pageOf(props.page)}
      loading={props.loading}
      pagination={{ current: props.page ?? 1, pageSize: 10, total: 30 }}
      scroll={props.scroll ?? { x: true }}
      onChange={props.onChange}
    >
      <Column<Row> dataIndex="name" key="name" title="Name" />
    </ResourceTable>
  );
}

const spinning = () => document.querySelector('.ant-spin-spinning') !== null;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe("a list's table while a page, sort or filter change is answered", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the rows, with no spinner, when the answer comes within the delay', () => {
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(spinning()));
    const { rerender, getByText } = render(<List page={1} loading={false} />);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    rerender(<List page={1} loading />);
    advance(SPIN_DELAY_MS - 20);
    expect(spinning()).toBe(false);
    expect(getByText('Venue 10')).toBeVisible();
    rerender(<List page={2} loading={false} />);
    advance(SPIN_DELAY_MS * 2);
    observer.disconnect();
    expect(getByText('Venue 20')).toBeInTheDocument();
    expect(seen).not.toContain(true);
  });

  it('shows the spinner over the rows once the answer takes longer', () => {
    const { rerender, container } = render(<List page={1} loading={false} />);
    rerender(<List page={1} loading />);
    advance(SPIN_DELAY_MS + 20);
    expect(spinning()).toBe(true);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(<List page={2} loading={false} />);
    expect(spinning()).toBe(false);
  });

  it('shows the spinner at once while a table has no rows yet', () => {
    render(<List page={null} loading />);
    expect(spinning()).toBe(true);
  });
});

describe("a list's table on a page change", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Clicks page 2 and counts the writes to any element's scrollTop over antd's 450 ms. */
  function scrollWritesOnPageTwo(scroll: TableProps<Row>['scroll']) {
    const writes = vi.spyOn(Element.prototype, 'scrollTop', 'set');
    const onChange = vi.fn();
    const { getByTitle } = render(
      <List page={1} loading={false} scroll={scroll} onChange={onChange} />,
    );
    fireEvent.click(getByTitle('2'));
    advance(600);
    expect(onChange).toHaveBeenCalled();
    return writes.mock.calls.length;
  }

  it('does not animate a scroll back to the first row when the body does not scroll up and down', () => {
    expect(scrollWritesOnPageTwo({ x: true })).toBe(0);
  });

  it("keeps antd's scroll back to the first row for a table with its own height", () => {
    expect(scrollWritesOnPageTwo({ x: true, y: 300 })).toBeGreaterThan(0);
  });
});
