export { siteNoticeRoutes } from './routes.ts';
