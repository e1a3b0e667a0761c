import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import useApp from 'antd/es/app/useApp';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../src/theme/ThemeProvider';

/** A page that uses App.useApp()'s three APIs, as the console's buttons do. */
function Page() {
  const { notification, modal, message } = useApp();
  const dialog = useRef<ReturnType<typeof modal.confirm>>(undefined);
  return (
    <>
      <button type="button" onClick={() => notification.open({ message: 'Saved the venue' })}>
        notify
      </button>
      <button
        type="button"
        onClick={() =>
          modal.confirm({
            title: 'Delete the venue?',
            onOk: () => void notification.success({ message: 'Venue deleted' }),
          })
        }
      >
        ask
      </button>
      <button type="button" onClick={() => void message.info('Copied')}>
        tell
      </button>
      <button type="button" onClick={() => (dialog.current = modal.confirm({ title: 'Leave?' }))}>
        ask to leave
      </button>
      <button type="button" onClick={() => dialog.current?.update({ title: 'Leave the page?' })}>
        retitle
      </button>
      <button type="button" onClick={() => dialog.current?.destroy()}>
        withdraw
      </button>
    </>
  );
}

const renderPage = () =>
  render(
    <ThemeProvider>
      <Page />
    </ThemeProvider>,
  );

describe('antd App with its message, notification and modal loaded late (LateApp)', () => {
  it("wraps the page in antd App's root, which carries the theme's font and colour", () => {
    renderPage();
    expect(screen.getByText('notify').closest('.ant-app')).not.toBeNull();
  });

  it('makes a call from before the code is in once it is: a toast, a message', async () => {
    renderPage();
    // fireEvent.click sends no pointerdown: the call itself asks for the code.
    fireEvent.click(screen.getByText('notify'));
    fireEvent.click(screen.getByText('tell'));
    expect(await screen.findByText('Saved the venue')).toBeInTheDocument();
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('confirms, then notifies from the dialog once confirmed', async () => {
    renderPage();
    await userEvent.click(screen.getByText('ask'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the venue?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Venue deleted')).toBeInTheDocument();
  });

  it("hands back the dialog's own handle, before and after the code is in", async () => {
    renderPage();
    // Both calls are made at once: the update waits for the dialog like the dialog waits.
    fireEvent.click(screen.getByText('ask to leave'));
    fireEvent.click(screen.getByText('retitle'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('Leave the page?'));
    fireEvent.click(screen.getByText('withdraw'));
    await waitFor(() => expect(dialog).not.toBeVisible());
  });
});
