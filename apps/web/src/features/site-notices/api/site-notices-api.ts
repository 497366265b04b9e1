import { type AdSlot, SITE_NOTICE_CALLS } from '@glossa/contracts/site-notices';
import type { CloseMessageRequest } from '@glossa/contracts/site-notices-requests';
import type { SITE_NOTICE_ROUTES } from '@glossa/contracts/site-notices-routes';
import { routeCaller } from '../../../lib/http.ts';

const call = routeCaller<typeof SITE_NOTICE_ROUTES>(SITE_NOTICE_CALLS);
const silent = { silent: true };

/** System messages and ad spaces: nothing here is worth an error toast (silent calls). */
export const siteNoticesApi = {
  messages: () => call('messages', { appCode: 'web' }, silent),
  closeMessage: (messageNumber: string, position: CloseMessageRequest['position']) =>
    call('closeMessage', { messageNumber, position }, silent),
  /** The ad spaces due in these slots; the server counts each one answered as shown. */
  adSpaces: (slots: AdSlot[]) => call('adSpaces', { slots }, silent),
  closeAdSpace: (id: string) => call('closeAdSpace', { id }, silent),
  clickAdSpace: (id: string) => call('clickAdSpace', { id }, silent),
};
