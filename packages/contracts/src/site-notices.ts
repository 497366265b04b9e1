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

/** '0' a dialog (resolves true on confirm, false on cancel), '1' a notification (stays until closed). */
export const MESSAGE_TYPES = ['0', '1'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Who a message is for: everyone, visitors (not signed in), free users, members. */
export const MESSAGE_AUDIENCES = ['everyone', 'visitors', 'free', 'members'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** Where a notification appears (Ant Design's placements); a dialog is always centred. */
export const MESSAGE_POSITIONS = ['topRight', 'topLeft', 'bottomRight', 'bottomLeft', 'top', 'bottom'] as const;
export type MessagePosition = (typeof MESSAGE_POSITIONS)[number];

/** A system message due for this user or browser. */
export interface SystemMessage {
  messageNumber: string;
  type: MessageType;
  title: string;
  /** Markdown, rendered without raw HTML. */
  content: string;
  position: MessagePosition;
}

/** The named places in the layout where an ad space can show. */
export const AD_SLOTS = ['launcherFoot', 'historyPanel', 'pageFooter'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];

/** An ad space to show, in the reader's language. */
export interface AdSpace {
  id: string;
  slot: AdSlot;
  text: string;
  /** An https:// address or a path on this site. */
  imageUrl: string | null;
  linkUrl: string | null;
}

/** A system message as the console edits it. */
export interface ConsoleMessage extends SystemMessage {
  audience: MessageAudience;
  /** One interface language, or null for all. */
  locale: string | null;
  startsAt: number;
  endsAt: number | null;
  sortOrder: number;
  active: boolean;
  /** How many users or browsers closed it. */
  closedBy: number;
  updatedAt: number;
}

export interface AdContent {
  /** An interface language, or '*' for any language without content of its own. */
  locale: string;
  text: string;
  imageUrl: string | null;
  linkUrl: string | null;
}

/** An ad space as the console edits it, with its counts. */
export interface ConsoleAdSpace {
  id: string;
  slot: AdSlot;
  name: string;
  startsAt: number;
  endsAt: number | null;
  active: boolean;
  shows: number;
  closes: number;
  clicks: number;
  contents: AdContent[];
  updatedAt: number;
}
