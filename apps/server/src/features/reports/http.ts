export { reportsSection } from './routes.ts';
