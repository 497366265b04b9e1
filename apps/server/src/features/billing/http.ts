export { registerBilling } from './setup.ts';
