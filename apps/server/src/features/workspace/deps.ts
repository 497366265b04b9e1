import type { Catalog } from '@glossa/i18n/catalog';
import type { EngineSet } from '@glossa/translate/engines/registry';
import type { DocumentWork } from '@glossa/translate/formats/work/document-work';
import type { TermBase } from '@glossa/translate/glossary/term-base';
import type { FastifyBaseLogger } from 'fastify';
import type { JobLimits } from '#core/queue/admission.ts';
import type { Database } from '#db/database.ts';
import type { ServerSecret } from '#http/server-secret.ts';
import type { FileStore } from '../files/index.ts';
import type { QuotaService } from '../quota/index.ts';
import type { DatabaseTranslationMemory } from '../translation-memory/index.ts';
import type { ConversationEvents } from './events.ts';
import type { HeavyReadLimits, HeavyUploads } from './heavy-uploads.ts';
import type { UploadLimits } from './upload-admission.ts';

/** Everything the workspace works with, made once at start (app.ts). */
export interface WorkspaceDeps {
  db: Database;
  events: ConversationEvents;
  engines: EngineSet;
  files: FileStore;
  /** Reading, building and rendering documents, in worker threads (DOCUMENT_WORKERS). */
  documents: DocumentWork;
  secret: ServerSecret;
  /** The owners' translation memory, which remembers the conversations its entries came from. */
  memory: DatabaseTranslationMemory;
  quota: QuotaService;
  catalog: Catalog;
  log: FastifyBaseLogger;
  /** LibreOffice is installed: more export formats and legacy Office files. */
  libreOffice: boolean;
  textMaxChars: number;
  /** Jobs per minute and waiting at once, per owner and per client address. */
  jobLimits: JobLimits;
  /** Files per minute, per owner and per client address. */
  uploadLimits: UploadLimits;
  /** When a file's reading is heavy, and how many heavy uploads an owner and an address may have read at once. */
  heavyReads: HeavyReadLimits;
  /** The heavy uploads being read in this process. */
  heavyUploads: HeavyUploads;
  /** Images above this many pixels are refused before decoding (IMAGE_MAX_PIXELS); the package default when unset. */
  imageMaxPixels?: number;
  /** The owner's term base for a job (the term base feature provides it). */
  termBase?: (owner: string, termBaseId: string) => Promise<TermBase | undefined>;
  now: () => number;
}
