export { registerAccounts } from './setup.ts';
