import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, Tag } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lockerServer } from '../../mocks/v1/lockers';
import { TableOrCards } from '../../src/components/TableOrCards';
import { setScreenWidth, withScreenWidth } from './desktopScreen';
import { renderLockers, signInAs } from './lockers-render';
import { setupMswServer } from './msw';

// The first render compiles the lazy pages: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 30_000 });

const server = setupMswServer();
withScreenWidth(390);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

type Row = { id: number; name: string; city: string; seats: number; open: boolean };
const ROWS: Row[] = [
  { id: 1, name: 'Harbour Club', city: 'Lyon', seats: 120, open: true },
  { id: 2, name: 'Velvet Stage', city: 'Hanoi', seats: 80, open: false },
];

/** A list's table, configured for phones the way every list page does it. */
function Venues(props: {
  onChange?: (page: number, size: number) => void;
  onSelect?: (keys: React.Key[]) => void;
  selected?: React.Key[];
  rows?: Row[];
}) {
  return (
    <TableOrCards<Row>
      dataSource={props.rows ?? ROWS}
      rowKey="id"
      pagination={{ current: 1, pageSize: 2, total: 5 }}
      onChange={(pagination) => props.onChange?.(pagination.current!, pagination.pageSize!)}
      rowSelection={{
        selectedRowKeys: props.selected ?? [],
        onChange: (keys) => props.onSelect?.(keys),
        getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.name}`, disabled: !row.open }),
      }}
      locale={{ emptyText: 'No venues yet' }}
      card={{
        title: (row) => row.name,
        tag: (row) => <Tag>{row.open ? 'Open' : 'Closed'}</Tag>,
        facts: (row) => [
          { label: 'City', value: row.city },
          { label: 'Seats', value: row.seats },
        ],
        actions: (row) => <button type="button">Show {row.name}</button>,
      }}
    >
      <Table.Column<Row> dataIndex="name" key="name" title="Name" />
      <Table.Column<Row> dataIndex="city" key="city" title="City" />
    </TableOrCards>
  );
}

const cards = () => [...document.querySelectorAll<HTMLElement>('.ant-list-item .ant-card')];

describe('TableOrCards', () => {
  it('shows each record as a card on a phone: title, tag, two facts and its actions', () => {
    render(<Venues />);
    // No antd Table (a card's facts are an antd Descriptions).
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(cards()).toHaveLength(2);
    const first = within(cards()[0]);
    expect(first.getByText('Harbour Club')).toBeInTheDocument();
    expect(first.getByText('Open')).toHaveClass('ant-tag');
    expect(first.getByText('City')).toBeInTheDocument();
    expect(first.getByText('Lyon')).toBeInTheDocument();
    expect(first.getByText('Seats')).toBeInTheDocument();
    expect(first.getByText('120')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Show Harbour Club' })).toBeInTheDocument();
  });

  it('keeps the table from md (768 px) up', () => {
    setScreenWidth(768);
    render(<Venues />);
    expect(document.querySelector('.ant-table')).not.toBeNull();
    expect(cards()).toHaveLength(0);
  });

  it("pages through the table's own onChange", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Venues onChange={onChange} />);
    await user.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 2);
  });

  it('selects with a named checkbox on each card, as the rows do', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = render(<Venues onSelect={onSelect} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Harbour Club' }));
    expect(onSelect).toHaveBeenLastCalledWith([1]);
    rerender(<Venues onSelect={onSelect} selected={[1]} />);
    expect(screen.getByRole('checkbox', { name: 'Select Harbour Club' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Harbour Club' }));
    expect(onSelect).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Select Velvet Stage' })).toBeDisabled();
  });

  it("shows the table's empty state", () => {
    render(<Venues rows={[]} />);
    expect(screen.getByText('No venues yet')).toBeInTheDocument();
  });
});

describe('/lockers on a phone', () => {
  it('shows cards with the number, status, institution and actions; search and selection work', async () => {
    const mock = lockerServer();
    server.use(...mock.handlers);
    signInAs(2, 7);
    const user = userEvent.setup();
    renderLockers('/lockers');
    await waitFor(() => expect(cards()).toHaveLength(3));
    // No antd Table (a card's facts are an antd Descriptions).
    expect(document.querySelector('.ant-table')).toBeNull();
    const first = within(cards()[0]);
    expect(first.getByText('Locker 9')).toBeInTheDocument();
    expect(first.getByText('Disabled')).toHaveClass('ant-tag-red');
    expect(first.getByText('Club Aurora')).toBeInTheDocument();
    await waitFor(() => expect(first.getByRole('button', { name: 'Delete' })).toBeInTheDocument());

    await user.type(screen.getByRole('searchbox'), '10');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(mock.state.calls.at(-1)?.query.q).toBe('10');

    await user.click(screen.getByRole('checkbox', { name: 'Select 10' }));
    expect(
      await screen.findByRole('button', { name: /Delete selected \(1\)/ }),
    ).toBeInTheDocument();
  });
});
