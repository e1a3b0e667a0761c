import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * setup.ts loads the forms' late controls for every other test; fresh copies of these modules
 * (and of antd, so the form and its controls share one copy) start without them, as a browser
 * does on its first form.
 */
async function freshModules() {
  vi.resetModules();
  const { Form } = await import('antd');
  const { default: Input } = await import('antd/es/input/Input');
  const select = await import('../../src/components/FormSelect');
  const pickers = await import('../../src/components/FormPickers');
  const controls = await import('../../src/components/formControls');
  return { Form, Input, ...select, ...pickers, ...controls };
}

describe('a form before antd Select and the pickers are loaded', () => {
  let m: Awaited<ReturnType<typeof freshModules>>;
  beforeEach(async () => {
    m = await freshModules();
  });

  const initial = {
    name: 'Moonlight Rave',
    status: 1,
    date: dayjs('2031-06-20'),
    start: dayjs('2031-06-20T22:00:00'),
  };

  function EventForm({ onFinish }: { onFinish: (values: unknown) => void }) {
    const { Form, Input, FormSelect, FormDatePicker, FormTimePicker } = m;
    const [form] = Form.useForm();
    return (
      <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="status" label="Status" rules={[{ required: true }]}>
          <FormSelect
            options={[
              { value: 1, label: 'Active' },
              { value: 0, label: 'Disabled' },
            ]}
          />
        </Form.Item>
        <Form.Item name="date" label="Date">
          <FormDatePicker />
        </Form.Item>
        <Form.Item name="start" label="Starts">
          <FormTimePicker format="HH:mm" />
        </Form.Item>
        <Form.Item name="end" label="Ends">
          <FormTimePicker format="HH:mm" />
        </Form.Item>
        <button type="submit">Save</button>
      </Form>
    );
  }

  it('shows still boxes with the values, lets the text fields be typed in, and keeps every value', async () => {
    const onFinish = vi.fn();
    render(<EventForm onFinish={onFinish} />);

    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('Active');
    expect(status).toHaveAttribute('readonly');
    expect(status.closest('[inert]')).not.toBeNull();
    expect(screen.getByLabelText('Date')).toHaveValue('2031-06-20');
    expect(screen.getByLabelText('Starts')).toHaveValue('22:00');
    expect(screen.getByLabelText('Ends')).toHaveAttribute('placeholder', 'Select time');
    expect(screen.queryByRole('combobox')).toBeNull();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sunrise Session' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    const sent = onFinish.mock.calls[0][0] as typeof initial;
    expect(sent.name).toBe('Sunrise Session');
    expect(sent.status).toBe(1);
    expect(sent.date.format('YYYY-MM-DD')).toBe('2031-06-20');
  });

  it('asks for the controls itself after its first paint and swaps them in with the values', async () => {
    render(<EventForm onFinish={vi.fn()} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox')).toBeInTheDocument());
    await waitFor(() => expect(document.querySelectorAll('.ant-picker')).toHaveLength(3));
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2031-06-20');
    expect(screen.getByLabelText('Starts')).toHaveValue('22:00');
    // The required field's combobox says so, its wrapper does not (FormSelect).
    expect(screen.getByLabelText('Status')).toHaveAttribute('aria-required', 'true');
  });

  it('swaps in at once when the controls are already in (a later form)', async () => {
    await act(() => Promise.all([m.loadFormSelect(), m.loadFormPickers()]));
    render(<EventForm onFinish={vi.fn()} />);
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByLabelText('Status')).toHaveAttribute('role', 'combobox');
  });
});
