export { registerConsole } from './setup.ts';
