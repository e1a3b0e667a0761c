import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from './kit-types';
import { useRecordForm } from '../../src/hooks/useRecordForm';
import { api } from '../../mocks/v1/handlers';
import { setupMswServer } from './msw';
import { renderInConsole, signInAs } from './kit-render';

const server = setupMswServer();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** A two-field institution form on the console's useRecordForm. */
function NameForm() {
  const { formProps, saveButtonProps } = useRecordForm({
    resource: 'institutions',
    action: 'create',
    redirect: false,
    submitOnEnter: true,
  });
  return (
    <>
      <Form {...formProps} layout="vertical">
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="email" label="E-mail">
          <Input />
        </Form.Item>
      </Form>
      <button type="button" {...saveButtonProps}>
        Save
      </button>
    </>
  );
}

const fieldError = (field: string, message: string) =>
  HttpResponse.json(
    { status: 'failed', message: `${field}: ${message}`, errors: [{ field, message }] },
    { status: 400 },
  );

const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item');

describe('useRecordForm', () => {
  it("puts a failed save's field errors under their fields, and clears them on the next one", async () => {
    signInAs(1);
    const sent: unknown[] = [];
    const replies = [
      fieldError('name', 'Name is taken'),
      fieldError('email', 'Enter a valid e-mail address'),
    ];
    server.use(
      http.post(api(paths.institutionCreate), async ({ request }) => {
        sent.push(Object.fromEntries((await request.formData()).entries()));
        return replies.shift() ?? HttpResponse.json({ status: 'success', data: {} });
      }),
    );
    renderInConsole(<NameForm />, '/institutions/create');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Club Nova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(itemOf('Name')).toHaveClass('ant-form-item-has-error');
    expect(sent[0]).toMatchObject({ name: 'Club Nova' });

    // Enter in a field submits; the name's old error goes, the e-mail's arrives.
    fireEvent.keyUp(screen.getByLabelText('E-mail'), { key: 'Enter' });
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Name is taken')).not.toBeInTheDocument());
    expect(itemOf('Name')).not.toHaveClass('ant-form-item-has-error');
    expect(itemOf('E-mail')).toHaveClass('ant-form-item-has-error');
    expect(sent).toHaveLength(2);
  });
});
