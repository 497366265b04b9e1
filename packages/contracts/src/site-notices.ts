import { GATEWAYS } from './limits.ts';
import { posts } from './route-table.ts';

/**
 * System messages and advertising spaces (docs/product.md §3.6, §4.7, §7.2): what the site shows its
 * visitors and users, as the operators set it up in the console.
 */
export const SYS_MESSAGE_PATHS = {
  getShow: '/sysMessage/getShowMessage',
  close: '/sysMessage/closeMessage',
} as const;

export const AD_SPACE_PATHS = {
  getAll: '/advertisingSpace/getAllShowAdvertisingSpace',
  close: '/advertisingSpace/closeAdvertisingSpace',
  click: '/advertisingSpace/increaseAdvertisingSpaceClicks/:id',
} as const;

/** Where each call goes; what it takes and answers is in SITE_NOTICE_ROUTES (site-notices-routes.ts). */
export const SITE_NOTICE_CALLS = posts(GATEWAYS.website, {
  messages: SYS_MESSAGE_PATHS.getShow,
  closeMessage: SYS_MESSAGE_PATHS.close,
  adSpaces: AD_SPACE_PATHS.getAll,
  closeAdSpace: AD_SPACE_PATHS.close,
  clickAdSpace: AD_SPACE_PATHS.click,
});

/** '0' a dialog (the welcome), '1' a notification (an announcement, until closed): docs/product.md §4.7. */
export const MESSAGE_TYPES = ['0', '1'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Who a message is for: everyone, visitors (not signed in), free users, members. */
export const MESSAGE_AUDIENCES = ['everyone', 'visitors', 'free', 'members'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/**
 * Where an operator placed a notification (reported on closing; a dialog says 'center'). The web app
 * shows every notification as the announcement bar at the top of the page (decision 0048).
 */
export const MESSAGE_POSITIONS = ['topRight', 'topLeft', 'bottomRight', 'bottomLeft', 'top', 'bottom'] as const;
export type MessagePosition = (typeof MESSAGE_POSITIONS)[number];

/** The named places in the layout where an ad space can show. */
export const AD_SLOTS = ['launcherFoot', 'historyPanel', 'pageFooter'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];
