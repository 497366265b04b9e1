// The help feature's public face: its pages (help centre, articles, about us).
export { AboutPage } from './pages/about-page.tsx';
export { HelpArticlePage } from './pages/help-article-page.tsx';
export { HelpCenterPage } from './pages/help-center-page.tsx';
