/** The help centre (the help feature's page); this module is the chunk the router loads for it. */
export { HelpCenterPage as default } from '../features/help/index.ts';
