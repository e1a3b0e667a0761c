import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { institutionHandlers } from '../../mocks/v1/institutions';
import { withScreenWidth } from './desktopScreen';
import { seen } from './locationProbe';
import {
  FIRST_LOAD,
  renderConsoleAt,
  setUpInstitutionPageTests,
  signInAs,
  SLOW,
} from './institutions-render';

const server = setUpInstitutionPageTests([
  () => import('../../src/pages/institutions/InstitutionEdit'),
  () => import('../../src/pages/institutions/InstitutionShow'),
]);
// A desktop window: the main menu is in the sider.
withScreenWidth();

const EDIT = '/institution_detail/edit';

/** The venue's own edit page (App.tsx, under MemoryRouter), with "Details" changed. */
async function editedForm() {
  signInAs(2, 1);
  server.use(...currentServerHandlers, ...institutionHandlers());
  renderConsoleAt(EDIT);
  await screen.findByLabelText('Details', {}, FIRST_LOAD);
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Venue 01'), SLOW);
  await waitFor(() => expect(screen.getByLabelText('Details')).toBeEnabled(), SLOW);
  const details = screen.getByLabelText('Details');
  await userEvent.clear(details);
  await userEvent.click(details);
  await userEvent.paste('Now with a garden');
  return details;
}

/**
 * Waits for the dialog to go. jsdom runs no CSS animations: the end of antd's closing one is
 * sent by hand, as the browser would.
 */
async function closed(dialog: HTMLElement) {
  await waitFor(() => expect(dialog).toHaveClass('ant-zoom-leave-active'), SLOW);
  fireEvent.transitionEnd(dialog);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
}

const menuLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name });

describe('leaving a form with unsaved changes', () => {
  it('asks in an antd dialog: Stay keeps the page and the text, Leave goes', async () => {
    const details = await editedForm();
    await userEvent.click(menuLink(/Dashboard/));

    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' }, SLOW);
    expect(dialog).toHaveTextContent('You have unsaved changes.');
    const stay = within(dialog).getByRole('button', { name: 'Stay' });
    const leave = within(dialog).getByRole('button', { name: 'Leave' });
    expect(leave).toHaveClass('ant-btn-dangerous');
    // Enter on the opened dialog keeps the changes.
    await waitFor(() => expect(stay).toHaveFocus(), SLOW);

    await userEvent.click(stay);
    await closed(dialog);
    expect(seen.location).toBe(EDIT);
    expect(details).toHaveValue('Now with a garden');

    await userEvent.click(menuLink(/Dashboard/));
    const again = await screen.findByRole('dialog', { name: 'Leave this page?' }, SLOW);
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(seen.location).toMatch(/^\/dashboards\/modern/), SLOW);
    await closed(again);
  });

  it('Escape is Stay, and a second navigation while it is open opens no second dialog', async () => {
    const details = await editedForm();
    await userEvent.click(menuLink(/Dashboard/));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' }, SLOW);
    // The dialog's mask keeps the pointer off the menu; a click event still reaches the link.
    fireEvent.click(menuLink(/Dashboard/));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus(), SLOW);
    // As a browser sends it: user-event's Escape has no keyCode, which rc-dialog reads.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await closed(dialog);
    expect(seen.location).toBe(EDIT);
    expect(details).toHaveValue('Now with a garden');
  });
});
