import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, paths, type CrudFilterLike } from './kit-types';
import { BulkDeleteButton } from '../../src/components/BulkDeleteButton';
import { EmptyState } from '../../src/components/EmptyState';
import { ErrorState } from '../../src/components/ErrorState';
import { ImageUpload, toImageField } from '../../src/components/ImageUpload';
import { CreateButton } from '@refinedev/antd';
import { CsvExportButton } from '../../src/components/CsvExportButton';
import { ListSearch } from '../../src/components/ListSearch';
import { StatusTag } from '../../src/components/StatusTag';
import { useScope } from '../../src/hooks/useScope';
import { api } from '../../mocks/v1/handlers';
import { captureCsvDownload } from './csv-download';
import { setupMswServer } from './msw';
import { renderInConsole, signInAs } from './kit-render';

const server = setupMswServer();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('StatusTag', () => {
  it('shows Active in green and Disabled in red', () => {
    render(
      <>
        <StatusTag status={1} />
        <StatusTag status={0} />
      </>,
    );
    expect(screen.getByText('Active')).toHaveClass('ant-tag-green');
    expect(screen.getByText('Disabled')).toHaveClass('ant-tag-red');
  });
});

describe('ImageUpload', () => {
  function Field({ initial = null }: { initial?: File | string | null }) {
    const [value, setValue] = useState<File | string | null>(initial);
    return (
      <>
        <ImageUpload value={value} onChange={setValue} alt="Cover" />
        <output>{value instanceof File ? `file:${value.name}` : String(value)}</output>
      </>
    );
  }
  const input = (container: HTMLElement) =>
    container.querySelector('input[type="file"]') as HTMLInputElement;
  /** The first bytes of a real PNG (jsdom has no image decoder: the signature is what is read). */
  const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const user = () => userEvent.setup({ applyAccept: false });

  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('refuses an .exe with a clear message and keeps the value', async () => {
    const { container } = render(<Field />);
    await user().upload(input(container), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“setup.exe” is not allowed: only jpg, gif, png, jpeg, svg, webp images',
    );
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('refuses a 6 MB png before sending it', async () => {
    const { container } = render(<Field />);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect(big.size).toBeGreaterThan(MAX_UPLOAD_BYTES);
    await user().upload(input(container), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('“big.png” is larger than 5 MB');
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('takes a good image as the value with a preview, and Remove sets null', async () => {
    const { container } = render(<Field />);
    await user().upload(
      input(container),
      new File([PNG_BYTES], 'cover.PNG', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('file:cover.PNG'));
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: /Remove image/ }));
    expect(screen.getByRole('status')).toHaveTextContent('null');
    expect(screen.queryByRole('img', { name: 'Cover' })).not.toBeInTheDocument();
  });

  it('takes an image dropped on the button, and checks it like a picked one', async () => {
    render(<Field />);
    const button = screen.getByRole('button', { name: /Upload image/ });
    fireEvent.drop(button, { dataTransfer: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('“setup.exe” is not allowed');
    const png = new File([PNG_BYTES], 'dropped.png', { type: 'image/png' });
    fireEvent.drop(button, { dataTransfer: { files: [png] } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('file:dropped.png'));
    expect(screen.getByRole('link', { name: 'Cover' })).toHaveAttribute('href', 'blob:preview');
  });

  it('refuses a text file renamed .png: "This file is not a valid image", value kept', async () => {
    const { container } = render(<Field />);
    const notes = new File(['shopping list: milk, eggs'], 'notes.png', { type: 'image/png' });
    await user().upload(input(container), notes);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a valid image');
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('takes an SVG document by its opening tag', async () => {
    const { container } = render(<Field />);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await user().upload(input(container), svg);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('file:logo.svg'));
  });

  it('previews a stored URL and offers to replace it', () => {
    render(<Field initial="/uploads/covers/a.png" />);
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute(
      'src',
      '/uploads/covers/a.png',
    );
    expect(screen.getByRole('button', { name: /Replace image/ })).toBeInTheDocument();
  });
});

describe('EmptyState and ErrorState', () => {
  it('shows the title and the call to action', async () => {
    const onAction = vi.fn();
    render(
      <EmptyState
        title="No institutions yet"
        actionLabel="Create institution"
        onAction={onAction}
      />,
    );
    expect(screen.getByText('No institutions yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create institution' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('shows the error message and retries', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorState error={{ message: 'The server could not be reached.' }} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('BulkDeleteButton', () => {
  function Selection({ ids, exclude }: { ids: number[]; exclude?: number[] }) {
    const [selected, setSelected] = useState<(string | number)[]>(ids);
    return (
      <>
        <BulkDeleteButton
          resource="institutions"
          ids={selected}
          excludeIds={exclude}
          onDone={() => setSelected([])}
        />
        <output>{selected.join(',')}</output>
      </>
    );
  }

  it('confirms naming the count, deletes each id and clears the selection', async () => {
    signInAs(1);
    const deleted: string[] = [];
    server.use(
      http.delete(api('/institute/delete/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderInConsole(<Selection ids={[3, 4, 5]} />);
    await userEvent.click(await screen.findByRole('button', { name: /Delete selected \(3\)/ }));
    const dialog = await screen.findByRole('tooltip');
    expect(dialog).toHaveTextContent('Delete 3 records?');
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['3', '4', '5']));
    expect(await screen.findByText('3 records deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^$/));
  });

  it('never deletes an excluded id and reports the ones the server refused', async () => {
    signInAs(1);
    const deleted: string[] = [];
    server.use(
      http.delete(api('/institute/delete/:id'), ({ params }) => {
        if (params.id === '4') {
          return HttpResponse.json(
            { status: 'failed', message: 'Blue Note has purchases' },
            { status: 409 },
          );
        }
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderInConsole(<Selection ids={[3, 4, 9]} exclude={[9]} />);
    await userEvent.click(await screen.findByRole('button', { name: /Delete selected \(2\)/ }));
    const dialog = await screen.findByRole('tooltip');
    expect(dialog).toHaveTextContent('Delete 2 records?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('1 deleted, 1 not deleted: Blue Note has purchases'),
    ).toBeInTheDocument();
    expect(deleted).toEqual(['3']);
  });

  it('is not shown when the policy denies delete', async () => {
    signInAs(2, 1);
    renderInConsole(<Selection ids={[3]} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });
});

describe('a list header: search, export and create', () => {
  function Toolbar({ onFilters }: { onFilters: (f: CrudFilterLike[]) => void }) {
    const [filters, setFilters] = useState<CrudFilterLike[]>([]);
    return (
      <>
        <ListSearch
          filters={filters as never}
          setFilters={(next) => {
            const merged = [
              ...filters.filter((f) => !next.some((n) => 'field' in n && n.field === f.field)),
              ...(next as CrudFilterLike[]),
            ].filter((f) => f.value !== undefined);
            setFilters(merged);
            onFilters(merged);
          }}
          setCurrentPage={() => undefined}
        />
        <CsvExportButton
          resource="institutions"
          filters={filters as never}
          columns={[{ header: 'Name', key: 'name' }]}
        />
        <CreateButton resource="institutions" />
      </>
    );
  }

  it('sends the search as the q filter after a 300 ms pause, and clears it with the x', async () => {
    signInAs(1);
    const onFilters = vi.fn();
    renderInConsole(<Toolbar onFilters={onFilters} />);
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'aur' } });
    fireEvent.change(box, { target: { value: 'aurora' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onFilters).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFilters).toHaveBeenLastCalledWith([
      { field: 'q', operator: 'contains', value: 'aurora' },
    ]);
    expect(onFilters).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'close-circle' }));
    expect(onFilters).toHaveBeenLastCalledWith([]);
    expect(box).toHaveValue('');
  });

  it('shows Create and Export CSV to a role allowed to create', async () => {
    signInAs(1);
    renderInConsole(<Toolbar onFilters={() => undefined} />);
    expect(await screen.findByRole('link', { name: /Create/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
  });

  it('hides Create from a role the policy does not allow', async () => {
    signInAs(2, 1);
    renderInConsole(<Toolbar onFilters={() => undefined} />);
    expect(await screen.findByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link', { name: /Create/ })).not.toBeInTheDocument();
  });

  it('exports every filtered row through the data provider as a CSV file', async () => {
    signInAs(1);
    let query = '';
    server.use(
      http.get(api(paths.institutionList), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({
          status: 'success',
          data: [
            { institution_id: 1, name: 'Club Aurora' },
            { institution_id: 2, name: '=cmd|calc' },
          ],
        });
      }),
    );
    const download = captureCsvDownload();
    renderInConsole(<Toolbar onFilters={() => undefined} />);
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'a' } });
    await new Promise((r) => setTimeout(r, 350));
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(download.clicked).toHaveBeenCalled());
    expect(query).toContain('q=a');
    // A whole list is asked for a page at a time (this server refuses long unpaged lists).
    expect(query).toContain('page=1&pageSize=200');
    await waitFor(() => expect(download.text()).toBe("Name\r\nClub Aurora\r\n'=cmd|calc\r\n"));
    expect(await screen.findByText('2 rows exported')).toBeInTheDocument();
  });
});

describe('useScope', () => {
  function ScopeProbe() {
    const { scope, institutionId, role } = useScope();
    return <p>{`${scope}|${institutionId}|${role}`}</p>;
  }

  it('reads the scope of the current resource and the identity from the token', async () => {
    signInAs(2, 7);
    renderInConsole(<ScopeProbe />, '/lockers');
    expect(await screen.findByText('own|7|2')).toBeInTheDocument();
  });

  it('gives a System Admin the all scope on an all resource', async () => {
    signInAs(1);
    renderInConsole(<ScopeProbe />, '/institutions');
    expect(await screen.findByText('all|null|1')).toBeInTheDocument();
  });

  it('falls back to the role on a route without a resource', async () => {
    signInAs(3, 4);
    renderInConsole(<ScopeProbe />, '/elsewhere');
    expect(await screen.findByText('own|4|3')).toBeInTheDocument();
  });
});

describe('toImageField', () => {
  it('sends a new file, clears on null and leaves an unchanged URL out', () => {
    const file = new File(['x'], 'a.png');
    expect(toImageField(file)).toBe(file);
    expect(toImageField(null)).toBe('');
    expect(toImageField('/uploads/covers/a.png')).toBeUndefined();
    expect(toImageField(undefined)).toBeUndefined();
  });
});
