export { engineSummary, pairList, servedPairs, whileEnginesStay } from './served-pairs.ts';
export { readDisabledExportFormats, readSiteSettings, SITE_KEYS } from './site-settings-repo.ts';
