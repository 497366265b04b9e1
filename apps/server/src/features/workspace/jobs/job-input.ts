import type { SourceGuess, TurnKind } from '@glossa/contracts/chat';
import type { ConversationSettings } from '../repo.ts';

/** What a translation turn translates: the conversation's stored file (text mode stores the text as one). */
export interface TranslateInput {
  kind: 'translate';
  fileId: string;
  module: 'text' | 'document';
  source: string;
  target: string;
  detected: string | null;
  /** A typed text the detector was unsure of: its guess, used when the engine cannot read any language. */
  guess?: SourceGuess;
  settings: ConversationSettings;
}

/** A chat turn on a translation: refine, ask, quote-and-ask or summarise. */
export interface ChatInput {
  kind: Exclude<TurnKind, 'translate'>;
  content: string;
  quote?: string;
  /** The version of the translation the turn is about (docs/decisions/0052-translation-versions.md). */
  versionId?: string;
  /** Turns queued before versions name their translation's job, whose id is its version's. */
  translateJobId?: string;
  /** retranslate: the sentences translated again, and the engine asked for (else the one the pair chooses). */
  segmentIds?: string[];
  engine?: string;
  settings: ConversationSettings;
}

/** The version a chat turn reads. */
export function turnVersionId(input: Pick<ChatInput, 'versionId' | 'translateJobId'>): string {
  return input.versionId ?? input.translateJobId ?? '';
}

export type JobInput = TranslateInput | ChatInput;

/** The language the text is in: the chosen one, else the detected one ('auto' when detection was unsure). */
export function sourceOf(input: Pick<TranslateInput, 'source' | 'detected'>): string {
  return input.source === 'auto' ? (input.detected ?? 'auto') : input.source;
}
