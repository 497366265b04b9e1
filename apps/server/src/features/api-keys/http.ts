export { registerApiKeys } from './setup.ts';
