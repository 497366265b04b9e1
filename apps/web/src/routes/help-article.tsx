/** One help article (the help feature's page); this module is the chunk the router loads for it. */
export { HelpArticlePage as default } from '../features/help/index.ts';
