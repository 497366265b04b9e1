/** Business constants and limits (docs/product.md §9). */
export const LIMITS = {
  languageCount: 176,
  freeFileSizeBytes: 10 * 1024 * 1024,
  memberFileSizeBytes: 50 * 1024 * 1024,
  chatTitleMaxLength: 30,
  passwordMinLength: 8,
  passwordMaxLength: 16,
  passwordMinKinds: 2,
  uploadMaxFiles: 1,
  buildReloadGuardMs: 10_000,
  buildPollIntervalMs: 60_000,
  toastDurationMs: 3000,
  notificationDurationMs: 4500,
  toastOffsetPx: 16,
  notificationSpacingPx: 16,
  badgeMax: 99,
  closeDialogCleanupMs: 200,
  copiedIndicatorMs: 1500,
  /** A text's progress bar and Pause appear only after it has run this long (quiet text mode). */
  quietProgressMs: 2000,
  trackingTextMaxLength: 7000,
} as const;

/** Bounds of request fields (the request schemas in *-requests.ts and request-rules.ts). */
export const INPUT_LIMITS = {
  pageNumMax: 100_000,
  pageSizeMax: 100,
  pageSizeDefault: 20,
  /** Catalogue codes are short ('zh-Hans', 'pt-BR'); the column holding them is varchar(20). */
  languageCodeMaxLength: 20,
  searchKeywordMaxLength: 100,
  /** A question, refinement or quote of a chat turn; a longer quoted selection is cut to this. */
  messageMaxLength: 4000,
  /** The start of a typed text whose language the launcher asks about (detection reads no more). */
  detectTextMaxLength: 2000,
  customInstructionsMaxLength: 4000,
  /** One segment's own translation (editTranslation). */
  sentenceMaxLength: 20_000,
  /** Segment ids are the format adapters' own (s12, xl/worksheets/sheet1.xml#3); column varchar(200). */
  segmentIdMaxLength: 200,
  /** A sign-in or current password is only compared; the bound keeps the hashing work small. */
  passwordInputMaxLength: 128,
  verificationCodeLength: 6,
  filePasswordMaxLength: 256,
  /** Human-check widget tokens and signed download tokens. */
  tokenMaxLength: 2048,
  /** An undo token of a propagated edit: the earlier wording of up to propagationMaxSegments sentences, sealed. */
  undoTokenMaxLength: 4_000_000,
  /** The most repeats one propagated edit changes. */
  propagationMaxSegments: 1000,
  /** The most sentences one retranslation sends to the engine again. */
  /** The longest line length limit a conversation's checks can be given. */
  lineLengthMax: 10_000,
  retranslateMaxSegments: 2000,
  /** The query string Google's sign-in hands back to the callback page. */
  signInCallbackMaxLength: 8192,
  /** Pages of a source file shown as pictures. */
  sourcePageMax: 10_000,
  fileExtensionMaxLength: 10,
  /** Fields of a form body (DeepL's and LibreTranslate's clients send texts as repeated fields). */
  formMaxFields: 1000,
} as const;

/** Breakpoints in px (docs/product.md §9). */
export const BREAKPOINTS = {
  xs: 375,
  sm: 480,
  md: 750,
  lg: 1024,
  xl: 1200,
  xxl: 1400,
  max: 1920,
} as const;

export const COOKIES = {
  locale: 'i18n_redirected',
  colorScheme: 'color-scheme',
  authToken: 'auth_token',
  /** 365 days, for the locale and auth cookies. */
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

export const STORAGE_KEYS = {
  colorScheme: 'vueuse-color-scheme',
  clientId: 'client_id',
  firstVisit: 'track_first_visit',
  reloadGuard: 'glossa-reload-guard',
  /** The history search's recent keywords; emptied on logout. */
  searchHistory: 'glossa-search-history',
  /** The preview-download tip's "don't remind again". */
  downloadTip: 'glossa-download-tip',
  /** The launcher's last choices (type, pair, mode, agent, term base), per account and for the visitor. */
  launcherChoices: 'glossa-launcher-choices',
  /** The cookie banner's answer: 'accepted' or 'declined' (docs/decisions/0023-tracking-consent-and-reports.md). */
  trackingConsent: 'glossa-tracking-consent',
} as const;

export const HEADERS = {
  locale: 'lan-i18n-code',
  authorization: 'authorization',
  systemCode: 'systemcode',
  requestId: 'x-request-id',
} as const;

export const GATEWAYS = {
  website: '/gateway/website',
  login: '/gateway/logincommon',
} as const;

export const SYSTEM_CODE = 'glossa-web';
