export type { FileStore } from './file-store.ts';
export { LocalFileStore } from './file-store.ts';
export { S3FileStore } from './s3-file-store.ts';
