import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds in both dialects (see docs/decisions/0005-database.md). */
export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface DatabaseSchema {
  site_settings: SiteSettingTable;
}

export type { Generated };
