export { registerWorkspace } from './setup.ts';
