/**
 * A list's Show and Edit buttons: their links and their access check are worked out once for the
 * table (src/components/rowLinks.tsx), and each row's link is its own.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessControlProvider } from '../../src/access/accessControlProvider';
import { Column, ResourceTable } from '../../src/components/ResourceTable';
import { EditButton, ShowButton } from '../../src/components/RowLinkButtons';
import { KIT_RESOURCES, renderInConsole, signInAs } from './kit-render';

type Row = { id: string | number; name: string };
const ROWS: Row[] = [
  { id: 3, name: 'Harbour Club' },
  { id: 4, name: 'Blue Note' },
  { id: 'a/b c', name: 'Odd id' },
];

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function List({ resource }: { resource?: string }) {
  return (
    <ResourceTable<Row> rowKey="id" dataSource={ROWS} pagination={false} rowLinks={{ resource }}>
      <Column<Row> dataIndex="name" key="name" title="Name" />
      <Column<Row>
        key="actions"
        title="Actions"
        render={(_, row) => (
          <>
            <ShowButton hideText size="small" resource={resource} recordItemId={row.id} />
            <EditButton hideText size="small" resource={resource} recordItemId={row.id} />
          </>
        )}
      />
    </ResourceTable>
  );
}

/** The kit's resources with record pages. */
const RESOURCES = KIT_RESOURCES.map((resource) => ({
  ...resource,
  show: `${String(resource.list)}/:id`,
  edit: `${String(resource.list)}/:id/edit`,
}));

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe("a list's row buttons", () => {
  it("link each row to its own record, the id encoded as Refine's links encode it", async () => {
    signInAs(1);
    renderInConsole(<List />, '/institutions', RESOURCES);
    const show = await within(rowOf('Harbour Club')).findByRole('link', { name: 'Show' });
    expect(show).toHaveAttribute('href', '/institutions/3');
    expect(within(rowOf('Blue Note')).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/institutions/4/edit',
    );
    expect(within(rowOf('Odd id')).getByRole('link', { name: 'Show' })).toHaveAttribute(
      'href',
      `/institutions/${encodeURIComponent('a/b c')}`,
    );
  });

  it('ask the access policy once per action for the whole table', async () => {
    signInAs(1);
    const can = vi.spyOn(accessControlProvider, 'can');
    renderInConsole(<List />, '/institutions', RESOURCES);
    await within(rowOf('Odd id')).findByRole('link', { name: 'Edit' });
    const asked = can.mock.calls.map(([question]) => question.action);
    expect(asked.filter((action) => action === 'show')).toHaveLength(1);
    expect(asked.filter((action) => action === 'edit')).toHaveLength(1);
  });

  it("follow the routes of the buttons' resource when it is not the page's", async () => {
    signInAs(2, 7);
    renderInConsole(<List resource="lockers" />, '/institutions', RESOURCES);
    // Role 2 may show and edit lockers (their own institution's), not institutions.
    const show = await within(rowOf('Blue Note')).findByRole('link', { name: 'Show' });
    expect(show).toHaveAttribute('href', '/lockers/4');
    expect(within(rowOf('Odd id')).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/lockers/${encodeURIComponent('a/b c')}/edit`,
    );
  });

  it('are hidden when the role may not open the records', async () => {
    signInAs(2, 7);
    const can = vi.spyOn(accessControlProvider, 'can');
    renderInConsole(<List />, '/institutions', RESOURCES);
    await screen.findByText('Harbour Club');
    // Once the policy has answered (no), and that answer is drawn.
    await vi.waitFor(() => expect(can).toHaveBeenCalledTimes(2));
    await act(() => Promise.all(can.mock.results.map((result) => result.value)));
    // Not drawn at all (not even disabled).
    expect(screen.queryByLabelText('Show')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit')).not.toBeInTheDocument();
  });
});
