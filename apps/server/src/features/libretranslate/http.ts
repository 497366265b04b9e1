export { libreTranslateRoutes } from './routes.ts';
