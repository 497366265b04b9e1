export { importTerms } from './import-terms.ts';
export { allEntries, deleteTermBase, insertEntries, nameTaken } from './repo.ts';
export type { TermBaseDeps } from './service.ts';
export { entryColumns, loadTermBase, ownTermBase, TermBaseService, toEntry, toSummary } from './service.ts';
export type { CheckedEntry } from './term-fields.ts';
export { checkEntry, filterLanguage } from './term-fields.ts';
