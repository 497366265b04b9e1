import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test-support/render-in-app.tsx';
import { ScrollTable } from './scroll-table.tsx';

const rows = [{ id: 'a', name: 'Alpha', note: 'A long note that needs room' }];
const columns = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Note', dataIndex: 'note' },
];

/** jsdom lays nothing out: the table's content is as wide as `content`, its box as wide as `box`. */
function widths(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}

afterEach(() => vi.restoreAllMocks());

describe('a table that scrolls inside its own box', () => {
  it('is a named region reachable by keyboard when wider than its box', async () => {
    widths(640, 320);
    await renderInApp(
      <ScrollTable label="Orders" rowKey="id" pagination={false} dataSource={rows} columns={columns} />,
    );
    const region = await screen.findByRole('region', { name: 'Orders, scrolls sideways' });
    expect(region.tabIndex).toBe(0);
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('is named in the interface language and adds no Tab stop when it fits', async () => {
    widths(300, 320);
    await renderInApp(<ScrollTable label="订单" rowKey="id" pagination={false} dataSource={rows} columns={columns} />, {
      locale: 'zhcn',
    });
    const region = await screen.findByRole('region', { name: '订单（可左右滚动）' });
    expect(region).not.toHaveAttribute('tabindex');
  });
});
