export { DatabaseTranslationMemory } from './database-translation-memory.ts';
