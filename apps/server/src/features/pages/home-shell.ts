import { LIMITS } from '@glossa/contracts/limits';
import type { LocaleCode } from '@glossa/contracts/locales';
import type { Catalog } from '@glossa/i18n/catalog';
import { escapeHtml } from '#http/escape-html.ts';
import { type ShellIcon, shellIcon } from './shell-icons.ts';

const FEATURES: { icon: ShellIcon; title: string; text: string }[] = [
  { icon: 'fileDone', title: 'home.featureLayoutTitle', text: 'home.featureLayoutText' },
  { icon: 'message', title: 'home.featureChatTitle', text: 'home.featureChatText' },
  { icon: 'swap', title: 'home.featureBilingualTitle', text: 'home.featureBilingualText' },
];

function megabytes(bytes: number, language: string): string {
  const size = new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  // Isolated, as the app shows it: "10 MB" keeps its order inside a right-to-left sentence.
  return `\u2068${size.format(bytes / (1024 * 1024))}\u2069`;
}

/**
 * The home page as its first paint, before any script runs (decision 0018): the header, the
 * welcome, the launcher's look (type, language pair, drop zone, Translate) and the feature list,
 * in the request's language, drawn by `apps/web/src/app/boot-shell.css` with the app's own
 * sizes and colours. It is inert (nothing in it works yet, so nothing in it can be focused);
 * the app replaces it with the live page in one render once its first route is ready.
 */
export function homeShell(catalog: Catalog, locale: LocaleCode, language: string): string {
  // The same for every request of a language (and year): built once, then served from memory.
  const key = `${locale}:${new Date().getFullYear()}`;
  let shells = built.get(catalog);
  if (!shells) {
    shells = new Map();
    built.set(catalog, shells);
  }
  let html = shells.get(key);
  if (html === undefined) {
    html = buildHomeShell(catalog, locale, language);
    shells.set(key, html);
  }
  return html;
}

const built = new WeakMap<Catalog, Map<string, string>>();

function buildHomeShell(catalog: Catalog, locale: LocaleCode, language: string): string {
  const t = (key: string, values?: Record<string, string | number>) =>
    escapeHtml(catalog.t(locale, 'common', key, values));
  const tc = (key: string) => escapeHtml(catalog.t(locale, 'chat', key));
  const tt = (key: string) => escapeHtml(catalog.t(locale, 'termbase', key));
  const features = FEATURES.map(
    (feature) =>
      `<li class="home-feature"><span class="home-feature-icon">${shellIcon(feature.icon)}</span><div><strong>${t(feature.title)}</strong><p>${t(feature.text)}</p></div></li>`,
  ).join('');
  const year = new Date().getFullYear();
  return [
    '<div class="boot-shell" data-shell="home" inert>',
    `<div class="boot-rail"><span class="boot-rail-new">${shellIcon('plus')}</span><span class="boot-rail-button">${shellIcon('search')}</span></div>`,
    '<div class="boot-main">',
    '<header class="boot-header"><div class="boot-header-start">',
    `<span class="boot-icon-button">${shellIcon('menuUnfold')}</span>`,
    `<a class="boot-brand" href="/${locale}"><img src="/favicon.svg" alt="" width="28" height="28" /><span>${t('brand.name')}</span></a>`,
    '</div></header>',
    '<main class="boot-home">',
    `<div class="boot-welcome"><h1>${t('home.welcomeTitle')}</h1><p>${t('home.welcomeSubtitle', { count: LIMITS.languageCount })}</p></div>`,
    '<section class="boot-launcher">',
    '<div class="boot-row">',
    `<span class="boot-segmented"><span class="boot-segment boot-segment-active">${t('launcher.typeDocument')}</span><span class="boot-segment">${t('launcher.typeText')}</span><span class="boot-segment">${t('launcher.typeMedia')}</span></span>`,
    `<span class="boot-link">${shellIcon('questionCircle')}<span>${t('launcher.formatsHelp')}</span></span>`,
    '</div>',
    `<div class="boot-pair"><span class="boot-select"></span><span class="boot-icon-button">${shellIcon('swap')}</span><span class="boot-select"></span></div>`,
    `<div class="boot-drop"><span class="boot-drop-icon">${shellIcon('inbox')}</span><p class="boot-drop-text">${t('launcher.documentPlaceholder')}</p><p class="boot-drop-hint">${t('launcher.documentHint', { size: megabytes(LIMITS.freeFileSizeBytes, language) })}</p></div>`,
    '<div class="boot-row boot-row-send"><span class="boot-row-start">',
    `<span class="boot-text-button">${shellIcon('setting')}<span>${tc('settings.title')}</span></span>`,
    `<span class="boot-termbase"><span class="boot-select boot-select-termbase">${tt('picker.placeholder')}</span><span class="boot-icon-button"></span></span>`,
    `</span><span class="boot-send">${shellIcon('arrowUp')}<span>${t('launcher.send')}</span></span></div>`,
    '</section>',
    `<ul class="home-features">${features}</ul>`,
    `<footer class="boot-footer"><span>© ${year} ${t('brand.name')} · ${t('footer.rights')}</span><a href="/${locale}/contract/privacyPolicy">${t('footer.privacyPolicy')}</a><a href="/${locale}/contract/userAgreement">${t('footer.userAgreement')}</a></footer>`,
    '</main></div></div>',
  ].join('');
}
