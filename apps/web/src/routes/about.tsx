/** About us (the help feature's page); this module is the chunk the router loads for it. */
export { AboutPage as default } from '../features/help/index.ts';
