export { pageRoutes } from './routes.ts';
