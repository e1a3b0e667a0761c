import { render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { Panel } from '../../src/components/Panel';

describe('Panel (a card without antd Card)', () => {
  it('is a region named by its title, with its footer under the body', () => {
    render(
      <Panel title="Upcoming events" footer={<button type="button">Save</button>}>
        <p>Jazz Brunch</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Upcoming events' });
    expect(within(region).getByText('Jazz Brunch')).toBeVisible();
    const footer = within(region).getByRole('button', { name: 'Save' }).closest('footer');
    expect(footer).not.toBeNull();
    expect(footer).not.toContainElement(within(region).getByText('Jazz Brunch'));
  });

  it("puts `extra` at the end of the title row, outside the region's name", () => {
    render(
      <Panel title="Change password" extra={<button type="button">Save password</button>}>
        <p>fields</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Change password' });
    const button = within(region).getByRole('button', { name: 'Save password' });
    const titleRow = within(region).getByText('Change password').parentElement;
    expect(titleRow).toContainElement(button);
    expect(titleRow).not.toContainElement(within(region).getByText('fields'));
  });

  it('takes a label when it has no title, and is a plain box with neither', () => {
    const { container } = render(
      <>
        <Panel aria-label="Total users">1,234</Panel>
        <Panel>plain</Panel>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Total users' })).toHaveTextContent('1,234');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(container).toHaveTextContent('plain');
  });

  it('shows a skeleton instead of its body while loading', () => {
    render(
      <Panel aria-label="Revenue" loading>
        $10.00
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Revenue' });
    expect(region).not.toHaveTextContent('$10.00');
    expect(region.querySelector('.ant-skeleton')).not.toBeNull();
  });

  it("rounds its corners with the theme's radius", () => {
    render(
      <ConfigProvider theme={{ token: { borderRadius: 13 } }}>
        <Panel aria-label="Rounded">x</Panel>
      </ConfigProvider>,
    );
    expect(screen.getByRole('region', { name: 'Rounded' })).toHaveStyle({ borderRadius: '13px' });
  });
});
