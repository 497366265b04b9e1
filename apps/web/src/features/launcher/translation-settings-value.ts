import type { Precision } from '@glossa/contracts/chat';

/** What the launcher's settings popover edits; its panel is a chunk of its own, so these live apart. */
export interface TranslationSettingsValue {
  agentId: string;
  customInstructions: string;
  mode: 'agent' | 'professional';
  options: Record<string, boolean>;
  /** Professional mode: fast (larger batches), balanced, or best (the strongest engine, smaller batches). */
  precision: Precision;
}

export const DEFAULT_SETTINGS: TranslationSettingsValue = {
  agentId: 'general',
  customInstructions: '',
  mode: 'agent',
  options: {},
  precision: 'balanced',
};

export interface TranslationSettingsProps {
  value: TranslationSettingsValue;
  onChange: (next: TranslationSettingsValue) => void;
  sourceLanguage: string;
  targetLanguage: string;
  /** The uploaded document's format (professional mode's options); none for text. */
  format: string | undefined;
  llmAvailable: boolean;
}
