export { termBaseRoutes } from './routes.ts';
