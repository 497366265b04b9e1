export type { WebBundle } from './web-bundle.ts';
export { loadWebBundle } from './web-bundle.ts';
