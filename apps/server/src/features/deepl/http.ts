export { deeplRoutes } from './routes.ts';
