// The tracking feature's public face: consent and the tracking it allows, and the footer's link.
export { CookieSettingsLink } from './components/cookie-settings-link.tsx';
export { SiteTracking } from './components/site-tracking.tsx';
