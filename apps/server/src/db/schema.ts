import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds in both dialects (see docs/decisions/0005-database.md). */
export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface TranslationMemoryTable {
  key: string;
  owner: string;
  source_language: string;
  target_language: string;
  target: string;
  updated_at: number;
}

export interface DatabaseSchema {
  site_settings: SiteSettingTable;
  translation_memory: TranslationMemoryTable;
}

export type { Generated };
