import type { AdSpace as AdSpaceData, SystemMessage } from '@glossa/contracts/site-notices-answers';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test-support/fake-server.ts';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import { AdSpace } from './ad-space.tsx';
import { SystemMessages } from './system-messages.tsx';

const notification: SystemMessage = {
  messageNumber: '01900000-0000-7000-8000-000000000001',
  type: '1',
  title: 'Maintenance tonight',
  content: 'Back by **six**.',
  position: 'topRight',
};
const dialog: SystemMessage = {
  messageNumber: '01900000-0000-7000-8000-000000000002',
  type: '0',
  title: 'Welcome to Glossa',
  content: 'Drop a document to start.',
  position: 'topRight',
};
const ad: AdSpaceData = {
  id: 'ad-1',
  slot: 'launcherFoot',
  text: 'Try the desktop app',
  imageUrl: null,
  linkUrl: null,
};

function server() {
  return fakeServer({
    '/sysMessage/getShowMessage': [dialog, notification],
    '/sysMessage/closeMessage': null,
    '/advertisingSpace/getAllShowAdvertisingSpace': ({ slots }) => ((slots as string[]).includes(ad.slot) ? [ad] : []),
  });
}

describe('site messages and ad spaces', () => {
  it('show one at a time: the announcement bar, then the welcome, then the ad, asked for only then', async () => {
    const fake = server();
    const { user } = await renderInApp(
      <>
        <SystemMessages welcome />
        <AdSpace slot="launcherFoot" />
      </>,
    );
    const bar = await screen.findByRole('region', { name: 'Announcement' });
    expect(bar).toHaveTextContent('Maintenance tonight');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.bodiesOf('/advertisingSpace/getAllShowAdvertisingSpace')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close this announcement' }));
    expect(fake.bodiesOf('/sysMessage/closeMessage')).toEqual([
      { messageNumber: notification.messageNumber, position: 'topRight' },
    ]);
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Glossa' });
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(screen.queryByTestId('ad-space-launcherFoot')).toBeNull();
    // The ad is not asked for (nor counted as shown) while it cannot show.
    expect(fake.bodiesOf('/advertisingSpace/getAllShowAdvertisingSpace')).toEqual([]);

    await user.click(welcome.querySelector('.ant-btn-primary') as HTMLElement);
    expect(await screen.findByTestId('ad-space-launcherFoot')).toHaveTextContent('Try the desktop app');
    expect(fake.bodiesOf('/advertisingSpace/getAllShowAdvertisingSpace')).toEqual([{ slots: ['launcherFoot'] }]);
    expect(fake.bodiesOf('/sysMessage/closeMessage')[1]).toEqual({
      messageNumber: dialog.messageNumber,
      position: 'center',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keep the welcome for another page on the sign-in pages; the ad comes after the announcement', async () => {
    server();
    const { user } = await renderInApp(
      <>
        <SystemMessages welcome={false} />
        <AdSpace slot="launcherFoot" />
      </>,
      { locale: 'zhcn', path: '/zhcn/login' },
    );
    await user.click(await screen.findByRole('button', { name: '关闭此公告' }));
    expect(await screen.findByTestId('ad-space-launcherFoot')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
