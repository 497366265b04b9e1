export { languageRoutes } from './routes.ts';
