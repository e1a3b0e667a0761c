import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Row = { id: number; name: string; venue: { city: string }; price: string };

const rows: Row[] = [
  { id: 7, name: 'Harbour Club', venue: { city: 'Hanoi' }, price: '12.50' },
  { id: 9, name: 'Blue Note', venue: { city: 'Paris' }, price: '8.00' },
];

/*
 * setup.ts loads the lists' antd controls for every other test; fresh copies of these modules
 * start without them, as a browser does on its first list.
 */
async function freshModules() {
  vi.resetModules();
  const table = await import('../../src/components/ResourceTable');
  const select = await import('../../src/components/FilterSelect');
  const controls = await import('../../src/components/listControls');
  return { ...table, ...select, ...controls };
}

describe('a list before antd Table and Select are loaded', () => {
  let m: Awaited<ReturnType<typeof freshModules>>;
  beforeEach(async () => {
    m = await freshModules();
  });

  const list = (props: { dataSource?: Row[]; loading?: boolean; selectable?: boolean }) => {
    const { ResourceTable, Column } = m;
    return (
      <ResourceTable<Row>
        rowKey="id"
        dataSource={props.dataSource}
        loading={props.loading}
        pagination={{ current: 1, pageSize: 10, total: props.dataSource?.length ?? 0 }}
        rowSelection={props.selectable ? { selectedRowKeys: [] } : undefined}
        locale={{ emptyText: 'No venues yet' }}
      >
        <Column<Row> dataIndex="name" key="name" title="Name" sorter defaultSortOrder="ascend" />
        <Column<Row> dataIndex={['venue', 'city']} key="city" title="City" />
        <Column<Row>
          dataIndex="price"
          key="price"
          title="Price"
          align="end"
          render={(price: string) => <b>€{price}</b>}
        />
      </ResourceTable>
    );
  };

  it('draws the rows with their cells, inert, then swaps in antd Table with its pagination', async () => {
    render(list({ dataSource: rows, selectable: true }));
    const table = screen.getByRole('table');
    expect(table.closest('[inert]')).not.toBeNull();
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'Name', 'City', 'Price']);
    const first = document.querySelector('tbody tr[data-row-key="7"]') as HTMLElement;
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '',
      'Harbour Club',
      'Hanoi',
      '€12.50',
    ]);
    expect(first.querySelectorAll('td')[3].style.textAlign).toBe('end');
    expect(screen.queryByTitle('Next Page')).toBeNull();

    await act(() => m.loadListControls());
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);
    expect(screen.getByTitle('Next Page')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('asks for antd Table itself once its rows are drawn, and not while they load', async () => {
    const { rerender } = render(list({ loading: true }));
    // Several frames: nothing is asked for while the rows load.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.querySelector('.ant-table')).toBeNull();
    rerender(list({ dataSource: rows }));
    await waitFor(() => expect(document.querySelectorAll('tr.ant-table-row')).toHaveLength(2));
  });

  it('shows the loading state, then the empty text', () => {
    const { rerender } = render(list({ loading: true }));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No venues yet')).toBeNull();
    rerender(list({ dataSource: [] }));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('No venues yet')).toBeInTheDocument();
  });

  it('draws a client-paged list (no total) one page long', () => {
    const { ResourceTable, Column } = m;
    const many = Array.from({ length: 25 }, (_, i) => ({ ...rows[0], id: i + 1 }));
    render(
      <ResourceTable<Row> rowKey="id" dataSource={many} pagination={{ pageSize: 10 }}>
        <Column<Row> dataIndex="name" title="Name" />
      </ResourceTable>,
    );
    expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(10);
  });

  it('shows a filter as a still box with its chosen labels, then as antd Select', async () => {
    const { FilterSelect } = m;
    const options = [
      { value: 1, label: 'Purchased' },
      { value: 2, label: 'Checked in' },
    ];
    render(
      <FilterSelect<number[]>
        mode="multiple"
        aria-label="Ticket status"
        placeholder="Ticket status"
        options={options}
        value={[1, 2]}
        style={{ width: 200 }}
      />,
    );
    const still = screen.getByRole('textbox', { name: 'Ticket status' });
    expect(still).toHaveValue('Purchased, Checked in');
    expect(still).toHaveAttribute('readonly');
    expect(still.closest('[inert]')).not.toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();

    await act(() => m.loadListControls());
    expect(screen.getByRole('combobox', { name: 'Ticket status' })).toBeInTheDocument();
    expect(screen.getByText('Checked in')).toBeInTheDocument();
  });
});
