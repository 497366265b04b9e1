export { registerTracking } from './setup.ts';
