import type { BaseConfig } from '@glossa/contracts/base-config';
import type {
  Block,
  ChatMessage,
  ChatSettings,
  ConversationDetail,
  ConversationSummary,
  Paged,
  PreviewSentence,
} from '@glossa/contracts/chat';
import type { LanguageList } from '@glossa/contracts/languages';
import { LIMITS } from '@glossa/contracts/limits';

/** Answers of the chat calls as the server gives them, small enough to read in a test. */

const when = '2026-03-01T10:00:00.000Z';

export function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    conversationId: 'c1',
    conversationName: '',
    overseasConversationModule: 'text',
    sourceLanguage: 'en',
    targetLanguage: 'fr',
    fileName: null,
    preview: 'The sea is calm',
    creatDate: when,
    updateDate: when,
    state: 'idle',
    ...overrides,
  };
}

export function message(role: ChatMessage['role'], blocks: Block[], overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `${role}-1`,
    role,
    kind: 'translate',
    blocks,
    like: 0,
    status: 'done',
    createdAt: when,
    ...overrides,
  };
}

export function translation(content: string, segments = 1): Extract<Block, { type: 'translation' }> {
  return { type: 'translation', content, attributes: { sourceLanguage: 'en', targetLanguage: 'fr', segments } };
}

/** A finished text conversation: "The sea is calm" into French. */
export function textConversation(overrides: Partial<ConversationSummary> = {}): ConversationDetail {
  return {
    conversation: summary(overrides),
    messages: [
      message('user', [{ type: 'text', content: 'The sea is calm' }]),
      message('assistant', [translation('La mer est calme')]),
    ],
  };
}

/** A finished document conversation of report.docx, three pages and 1,234 words. */
export function documentConversation(overrides: Partial<ConversationSummary> = {}): ConversationDetail {
  return {
    conversation: summary({
      overseasConversationModule: 'document',
      fileName: 'report.docx',
      preview: 'report.docx',
      ...overrides,
    }),
    messages: [
      message('user', [
        {
          type: 'file',
          content: 'report.docx',
          attributes: {
            fileId: 'f1',
            format: 'docx',
            size: 20_480,
            expiresAt: '2026-04-01T10:00:00.000Z',
            expired: false,
            pages: 3,
            pageImages: false,
          },
        },
      ]),
      message('assistant', [translation('# Rapport\n\nLa mer est calme.', 40)]),
    ],
  };
}

export function sentences(records: PreviewSentence[], total = records.length, pageNum = 1): Paged<PreviewSentence> {
  return { records, total, pageNum, pageSize: 20 };
}

export function chatSettings(overrides: Partial<ChatSettings> = {}): ChatSettings {
  return {
    textMaxChars: 5000,
    fileMaxBytes: 10 * 1024 * 1024,
    memberOnlyFormats: false,
    storageDays: 7,
    exportFormats: ['docx', 'pdf'],
    engines: [{ id: 'llm', kind: 'llm' }],
    chatAvailable: true,
    quota: {
      plan: 'free',
      member: false,
      chatsLeft: 5,
      dailyLeft: 5,
      planLeft: null,
      expiresAt: null,
      dailyChats: 5,
      renewsAt: '2026-03-02T00:00:00.000Z',
    },
    memberPlan: null,
    ...overrides,
  };
}

export function baseConfig(engines = ['llm']): BaseConfig {
  return {
    siteName: 'Glossa',
    publicUrl: 'http://localhost',
    defaultLocale: 'enus',
    locales: [],
    limits: {
      freeFileSizeBytes: LIMITS.freeFileSizeBytes,
      memberFileSizeBytes: LIMITS.memberFileSizeBytes,
      uploadMaxFiles: LIMITS.uploadMaxFiles,
      chatTitleMaxLength: LIMITS.chatTitleMaxLength,
      textMaxChars: 5000,
      languageCount: LIMITS.languageCount,
    },
    features: {
      engines,
      pairs: engines.includes('llm') ? { llm: 'any' } : {},
      documentTranslation: true,
      textTranslation: true,
      chat: engines.includes('llm'),
      googleSignIn: false,
      humanCheck: false,
      payments: false,
      tracking: false,
    },
    buildId: 'test',
  };
}

/** Four languages named as an English interface names them. */
export const languages: LanguageList = {
  popular: ['en', 'es', 'fr', 'ja'],
  languages: [
    { code: 'en', name: 'English', nativeName: 'English', direction: 'ltr', search: 'english en' },
    { code: 'es', name: 'Spanish', nativeName: 'Español', direction: 'ltr', search: 'spanish espanol es' },
    { code: 'fr', name: 'French', nativeName: 'Français', direction: 'ltr', search: 'french francais fr' },
    { code: 'ja', name: 'Japanese', nativeName: '日本語', direction: 'ltr', search: 'japanese ja' },
  ],
};
