import { AD_SPACE_PATHS, type AdSpace, SYS_MESSAGE_PATHS, type SystemMessage } from '@glossa/contracts/site-notices';
import { apiRequest } from '../../../lib/http.ts';

/** System messages and ad spaces: nothing here is worth an error toast (silent calls). */
export const siteNoticesApi = {
  messages: () => apiRequest<SystemMessage[]>(SYS_MESSAGE_PATHS.getShow, { params: { appCode: 'web' }, silent: true }),
  closeMessage: (messageNumber: string, position: string) =>
    apiRequest<null>(SYS_MESSAGE_PATHS.close, { params: { messageNumber, position }, silent: true }),
  adSpaces: () => apiRequest<AdSpace[]>(AD_SPACE_PATHS.getAll, { silent: true }),
  closeAdSpace: (id: string) => apiRequest<null>(AD_SPACE_PATHS.close, { params: { id }, silent: true }),
  clickAdSpace: (id: string) =>
    apiRequest<null>(AD_SPACE_PATHS.click.replace(':id', encodeURIComponent(id)), { silent: true }),
};
