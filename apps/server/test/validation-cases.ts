import { API_KEY_LIMITS } from '@glossa/contracts/api-keys';
import { AGENT_IDS } from '@glossa/contracts/chat-requests';
import { GATEWAYS, INPUT_LIMITS } from '@glossa/contracts/limits';
import { LOCALE_CODES } from '@glossa/contracts/locales';
import type { Reason, SpecificError } from '@glossa/contracts/request-rules';
import { TRACKING_GATEWAY } from '@glossa/contracts/tracking';
import type { Refusal, RefusalCase } from './validation-case-types.ts';
import { CONSOLE_REFUSAL_CASES } from './validation-cases-console.ts';
import { multipart } from './workspace/workspace-kit.ts';

const trackingEvent = {
  requestId: 'request-1',
  anonymousId: 'browser-1',
  systemCode: 'glossa-web',
  buryPointId: 'page_stay',
  buryPointTime: '2026-03-01 10:00:00',
};

const W = GATEWAYS.website;
const L = GATEWAYS.login;
const C = `${W}/conversation`;
const T = TRACKING_GATEWAY;
export const SOME_ID = '01900000-0000-7000-8000-000000000000';

const field = (name: string, issue: Reason, values?: Record<string, string | number>): Refusal => ({
  field: name,
  issue,
  values,
});
const spec = (error: SpecificError, values?: Record<string, string | number>): Refusal => ({ error, values });

const upload = multipart([{ name: 'notes.txt', bytes: new TextEncoder().encode('Some words.') }], {
  password: 'p'.repeat(INPUT_LIMITS.filePasswordMaxLength + 1),
});
const xliffUpload = multipart([{ name: 'report_v1.xlf', bytes: new TextEncoder().encode('<xliff/>') }], {
  conversationId: 'x',
  versionId: SOME_ID,
});
const newConversation = { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'de', text: 'Hi' };

/** One malformed request for every route under /gateway, and what it must answer. */
export const REFUSAL_CASES: RefusalCase[] = [
  // System
  { route: `POST ${W}/system/getBaseConfig`, payload: [1], refusal: field('body', 'typeObject') },
  { route: `POST ${W}/system/getLanguages`, payload: 'en', refusal: field('body', 'typeObject') },
  {
    route: `POST ${W}/system/getDomainByLanguageCode`,
    payload: { sourceLanguage: 'en', targetLanguage: 'not a code' },
    refusal: field('targetLanguage', 'languageCode'),
  },
  {
    route: `GET ${W}/system/combo/settings`,
    url: `${W}/system/combo/settings?x=1`,
    refusal: field('x', 'unknownField'),
  },
  // Accounts
  { route: `POST ${W}/turnstile/verify`, payload: { token: '' }, refusal: spec('humanCheckFailed') },
  { route: `GET ${L}/account/settings`, url: `${L}/account/settings?q=1`, refusal: field('q', 'unknownField') },
  {
    route: `POST ${L}/code/getSMSCode`,
    payload: { email: 'ada@example.com', purpose: 'bogus' },
    refusal: field('purpose', 'oneOf', { values: 'login, register, reset, email' }),
  },
  { route: `GET ${L}/user/registerOrNot`, refusal: spec('invalidEmail') },
  {
    route: `POST ${L}/user/register`,
    payload: { email: 'ada@example.com', agreed: false, code: '123456', password: 'abcdefg1', confirmPassword: 'x' },
    refusal: spec('termsNotAccepted'),
  },
  {
    route: `POST ${L}/user/resetPassword`,
    payload: { email: 'ada@example.com', code: '123456', password: 'short', confirmPassword: 'short' },
    refusal: spec('passwordRules'),
  },
  {
    route: `POST ${L}/login`,
    payload: { email: 'ada@example.com', password: 'p'.repeat(129) },
    refusal: field('password', 'tooLong', { max: 128 }),
  },
  {
    route: `POST ${L}/login/aiUserLoginOut`,
    url: `${L}/login/aiUserLoginOut?x=1`,
    refusal: field('x', 'unknownField'),
  },
  { route: `POST ${L}/googleLogin`, payload: {}, refusal: spec('googleSignInFailed') },
  {
    route: `GET ${L}/googleLogin/start`,
    url: `${L}/googleLogin/start?lang=xx`,
    refusal: field('lang', 'oneOf', { values: LOCALE_CODES.join(', ') }),
  },
  {
    route: `GET ${W}/user/getUserInfoBasic`,
    url: `${W}/user/getUserInfoBasic?a=1`,
    refusal: field('a', 'unknownField'),
  },
  {
    route: `POST ${W}/user/uploadAvatar`,
    payload: { picture: 'me.png' },
    refusal: spec('avatarFormat', { formats: 'png, jpg, jpeg, webp' }),
  },
  {
    route: `POST ${W}/user/updatePersonalInformation`,
    payload: { nickname: 'n'.repeat(31) },
    refusal: field('nickname', 'tooLong', { max: 30 }),
  },
  { route: `POST ${W}/user/resetUserName`, payload: { nickname: 7 }, refusal: spec('nicknameRequired') },
  { route: `POST ${W}/user/usagePage`, payload: { pageNum: 0 }, refusal: field('pageNum', 'tooSmall', { min: 1 }) },
  { route: `POST ${W}/user/resetEmail`, payload: { email: 'ada@example.com' }, refusal: spec('codeRequired') },
  { route: `POST ${W}/user/resetPassword`, payload: { oldPassword: 5 }, refusal: field('oldPassword', 'typeString') },
  { route: `POST ${W}/user/alertEmail`, url: `${W}/user/alertEmail?email=nope`, refusal: spec('invalidEmail') },
  { route: `GET ${W}/user/avatar/:userId`, url: `${W}/user/avatar/not-an-id`, refusal: field('userId', 'id') },
  {
    route: `POST ${W}/login/aiUserLoginOut`,
    url: `${W}/login/aiUserLoginOut?z=1`,
    refusal: field('z', 'unknownField'),
  },
  {
    route: `GET ${W}/comboView/userAllComboBySystemCode`,
    url: `${W}/comboView/userAllComboBySystemCode?page=2`,
    refusal: field('page', 'unknownField'),
  },
  { route: `GET ${W}/user/sessions`, url: `${W}/user/sessions?all=1`, refusal: field('all', 'unknownField') },
  { route: `POST ${W}/user/sessions/revoke`, payload: { sessionId: 'current' }, refusal: field('sessionId', 'id') },
  { route: `POST ${W}/user/sessions/revokeOthers`, payload: [1], refusal: field('body', 'typeObject') },
  { route: `GET ${W}/user/preferences`, url: `${W}/user/preferences?all=1`, refusal: field('all', 'unknownField') },
  {
    route: `POST ${W}/user/preferences`,
    payload: { choices: { target: 'not a code' } },
    refusal: field('choices.target', 'languageCode'),
  },
  // API keys
  { route: `GET ${W}/user/apiKeys`, url: `${W}/user/apiKeys?all=1`, refusal: field('all', 'unknownField') },
  {
    route: `POST ${W}/user/apiKeys/create`,
    payload: { name: '   ' },
    refusal: spec('apiKeyNameInvalid', { max: API_KEY_LIMITS.nameMaxLength }),
  },
  { route: `POST ${W}/user/apiKeys/rename`, payload: { keyId: 'glk_x', name: 'CI' }, refusal: field('keyId', 'id') },
  { route: `POST ${W}/user/apiKeys/revoke`, payload: [1], refusal: field('body', 'typeObject') },
  // Plans and orders
  {
    route: `POST ${W}/comboView/searchSystemCombo`,
    payload: { currency: 'XYZ' },
    refusal: field('currency', 'oneOf', { values: 'USD, EUR, CNY, JPY' }),
  },
  { route: `POST ${W}/comboView/comboRightsDiff`, payload: [1], refusal: field('body', 'typeObject') },
  {
    route: `GET ${W}/comboView/getComboFileFormatGroup`,
    url: `${W}/comboView/getComboFileFormatGroup?plan=free`,
    refusal: field('plan', 'unknownField'),
  },
  {
    route: `POST ${W}/comboView/enterpriseContact`,
    payload: { name: 'Ada', email: 'ada@example.com', company: 'A', message: '' },
    refusal: spec('enterpriseMessageRequired'),
  },
  {
    route: `POST ${W}/combo-order/pre-check`,
    payload: { comboId: 'member', agreed: false },
    refusal: spec('termsNotAccepted'),
  },
  {
    route: `POST ${W}/combo-order/create-order`,
    payload: { comboId: 'Member!', agreed: true },
    refusal: field('comboId', 'format'),
  },
  { route: `POST ${W}/combo-order/cancel`, payload: { orderNo: 'gl-1' }, refusal: field('orderNo', 'format') },
  { route: `POST ${W}/combo-order/to-pay`, payload: {}, refusal: field('orderNo', 'required') },
  { route: `GET ${W}/combo-order/opaque`, url: `${W}/combo-order/opaque`, refusal: field('orderNo', 'required') },
  {
    route: `GET ${W}/combo-order/receipt`,
    url: `${W}/combo-order/receipt?orderNo=gl-1`,
    refusal: field('orderNo', 'format'),
  },
  {
    route: `POST ${W}/combo-order/page-self-order`,
    payload: { pageSize: 101 },
    refusal: field('pageSize', 'tooLarge', { max: 100 }),
  },
  {
    route: `GET ${W}/combo-order/getLocalizedEnumList`,
    url: `${W}/combo-order/getLocalizedEnumList?lang=x`,
    refusal: field('lang', 'unknownField'),
  },
  {
    route: `GET ${W}/combo-order/sandbox/checkout`,
    url: `${W}/combo-order/sandbox/checkout?orderNo=GL1&sig=zz`,
    refusal: field('sig', 'format'),
  },
  {
    route: `POST ${W}/combo-order/callback/sandbox`,
    payload: { orderNo: 'GL1', outcome: 'refund', sig: '0'.repeat(64) },
    refusal: field('outcome', 'oneOf', { values: 'succeed, fail, abandon' }),
  },
  {
    route: `POST ${W}/combo-order/sandbox/complete`,
    payload: { orderNo: 'GL1', outcome: 'succeed' },
    refusal: field('sig', 'required'),
  },
  // Term bases
  { route: `POST ${W}/termBase/list`, payload: { sourceLanguage: 5 }, refusal: field('sourceLanguage', 'typeString') },
  {
    route: `POST ${W}/termBase/create`,
    payload: { name: ' ', sourceLanguage: 'en', targetLanguage: 'es' },
    refusal: spec('termBaseNameRequired'),
  },
  {
    route: `POST ${W}/termBase/rename`,
    payload: { termBaseId: 'nope', name: 'x' },
    refusal: field('termBaseId', 'id'),
  },
  { route: `POST ${W}/termBase/delete`, payload: { termBaseId: 123 }, refusal: field('termBaseId', 'typeString') },
  {
    route: `POST ${W}/termBase/entries`,
    payload: { termBaseId: SOME_ID, pageSize: 101 },
    refusal: field('pageSize', 'tooLarge', { max: 100 }),
  },
  {
    route: `POST ${W}/termBase/addEntry`,
    payload: { termBaseId: SOME_ID, source: 'a', target: 'b', caseSensitive: 'yes' },
    refusal: field('caseSensitive', 'typeBoolean'),
  },
  {
    route: `POST ${W}/termBase/updateEntry`,
    payload: { termBaseId: SOME_ID, entryId: 'x', source: 'a', target: 'b' },
    refusal: field('entryId', 'id'),
  },
  { route: `POST ${W}/termBase/deleteEntry`, payload: { termBaseId: SOME_ID }, refusal: field('entryId', 'required') },
  {
    route: `POST ${W}/termBase/import`,
    payload: { termBaseId: SOME_ID },
    refusal: spec('termCsvUnreadable', { line: 1 }),
  },
  { route: `POST ${W}/termBase/export`, payload: {}, refusal: field('termBaseId', 'required') },
  // Conversations
  {
    route: `POST ${C}/createConversation`,
    payload: { ...newConversation, agent: { id: 'nope' } },
    refusal: field('agent.id', 'oneOf', { values: AGENT_IDS.join(', ') }),
  },
  {
    route: `POST ${C}/queryOverseasConversationPage`,
    payload: { pageSize: 'ten' },
    refusal: field('pageSize', 'typeNumber'),
  },
  { route: `POST ${C}/detectLanguage`, payload: { text: '' }, refusal: spec('textEmpty') },
  { route: `POST ${C}/enterConversation`, payload: { conversationId: 'abc' }, refusal: field('conversationId', 'id') },
  {
    route: `POST ${C}/conversationRename`,
    payload: { conversationId: SOME_ID, conversationName: 't'.repeat(31) },
    refusal: spec('chatTitleTooLong', { max: 30 }),
  },
  { route: `POST ${C}/deleteConversation/:id`, url: `${C}/deleteConversation/123`, refusal: field('id', 'id') },
  {
    route: `POST ${C}/searchAllOverseasConversationRecord`,
    payload: { keyword: 'k'.repeat(101) },
    refusal: field('keyword', 'tooLong', { max: 100 }),
  },
  {
    route: `POST ${C}/searchAllOverseasConversationRecord/:keyword`,
    url: `${C}/searchAllOverseasConversationRecord/${'k'.repeat(101)}`,
    payload: {},
    refusal: field('keyword', 'tooLong', { max: 100 }),
  },
  {
    route: `POST ${C}/updateOverseasConversationRecordLike`,
    payload: { recordId: SOME_ID, like: 2 },
    refusal: field('like', 'oneOf', { values: '1, -1, 0' }),
  },
  {
    route: `POST ${C}/sendMessage`,
    payload: { conversationId: SOME_ID, kind: 'translate', content: 'x' },
    refusal: field('kind', 'oneOf', { values: 'refine, ask, quote, summarize' }),
  },
  { route: `POST ${C}/pauseConversation`, payload: {}, refusal: field('conversationId', 'required') },
  {
    route: `POST ${C}/resumeConversation`,
    payload: { conversationId: null },
    refusal: field('conversationId', 'typeString'),
  },
  { route: `POST ${C}/reconnectConversation/:id`, url: `${C}/reconnectConversation/x`, refusal: field('id', 'id') },
  { route: `GET ${C}/reconnectConversation/:id`, url: `${C}/reconnectConversation/x`, refusal: field('id', 'id') },
  // Files, preview and downloads
  {
    route: `POST ${C}/uploadAndPreview`,
    payload: upload.payload,
    headers: { 'content-type': upload.contentType },
    refusal: field('password', 'tooLong', { max: INPUT_LIMITS.filePasswordMaxLength }),
  },
  { route: `POST ${C}/deleteFile`, payload: { fileId: 'x' }, refusal: field('fileId', 'id') },
  {
    route: `POST ${C}/estimateTranslation`,
    payload: { fileId: SOME_ID, sourceLanguage: 'en', targetLanguage: 'de', precision: 'slow' },
    refusal: field('precision', 'oneOf', { values: 'fast, balanced, best' }),
  },
  { route: `GET ${C}/sourceFile/:id`, url: `${C}/sourceFile/x`, refusal: field('id', 'id') },
  {
    route: `GET ${C}/sourcePage/:id/:page`,
    url: `${C}/sourcePage/${SOME_ID}/0`,
    refusal: field('page', 'tooSmall', { min: 1 }),
  },
  {
    route: `POST ${C}/getPreviewSentences`,
    payload: { conversationId: SOME_ID, pageNum: 1.5 },
    refusal: field('pageNum', 'typeInteger'),
  },
  {
    route: `POST ${C}/editTranslation`,
    payload: { conversationId: SOME_ID, segmentId: '', text: 'x' },
    refusal: field('segmentId', 'empty'),
  },
  {
    route: `POST ${C}/versions`,
    payload: { conversationId: 'x' },
    refusal: field('conversationId', 'id'),
  },
  {
    route: `POST ${C}/versionDiff`,
    payload: { conversationId: SOME_ID, fromVersionId: SOME_ID },
    refusal: field('toVersionId', 'required'),
  },
  {
    route: `POST ${C}/propagateEdit`,
    payload: { conversationId: SOME_ID, versionId: SOME_ID, segmentId: '' },
    refusal: field('segmentId', 'empty'),
  },
  {
    route: `POST ${C}/undoPropagation`,
    payload: { conversationId: SOME_ID, undoToken: 'not a token' },
    refusal: field('undoToken', 'format'),
  },
  {
    route: `POST ${C}/qaReport`,
    payload: { conversationId: SOME_ID, versionId: 'x' },
    refusal: field('versionId', 'id'),
  },
  {
    route: `POST ${C}/editorSegments`,
    payload: { conversationId: SOME_ID, versionId: 'x' },
    refusal: field('versionId', 'id'),
  },
  {
    route: `POST ${C}/reviewSegments`,
    payload: { conversationId: SOME_ID, versionId: SOME_ID, segmentIds: [''], reviewed: true },
    refusal: field('segmentIds.0', 'empty'),
  },
  {
    route: `POST ${C}/retranslateSegments`,
    payload: { conversationId: SOME_ID, versionId: SOME_ID, segmentIds: ['s1'], precision: 'perfect' },
    refusal: field('precision', 'oneOf', { values: 'fast, balanced, best' }),
  },
  {
    route: `POST ${C}/setLineLength`,
    payload: { conversationId: SOME_ID, maxLength: 0 },
    refusal: field('maxLength', 'tooSmall', { min: 1 }),
  },
  {
    route: `POST ${C}/repeatsElsewhere`,
    payload: { conversationId: SOME_ID, versionId: SOME_ID, segmentId: '' },
    refusal: field('segmentId', 'empty'),
  },
  {
    route: `POST ${C}/propagateElsewhere`,
    payload: { conversationId: SOME_ID, versionId: SOME_ID, segmentId: '' },
    refusal: field('segmentId', 'empty'),
  },
  {
    route: `POST ${C}/exportXliff`,
    payload: { conversationId: SOME_ID, xliffVersion: '3.0' },
    refusal: field('xliffVersion', 'oneOf', { values: '2.1, 1.2' }),
  },
  {
    route: `POST ${C}/importXliff`,
    payload: xliffUpload.payload,
    headers: { 'content-type': xliffUpload.contentType },
    refusal: field('conversationId', 'id'),
  },
  {
    route: `POST ${C}/initialDownload`,
    payload: { conversationId: ['a'] },
    refusal: field('conversationId', 'typeString'),
  },
  {
    route: `POST ${C}/downloadSupportedFormats/:id`,
    url: `${C}/downloadSupportedFormats/x`,
    refusal: field('id', 'id'),
  },
  {
    route: `POST ${C}/downFile`,
    payload: { conversationId: SOME_ID, mode: 'sideways' },
    refusal: field('mode', 'oneOf', { values: 'translated, source-then-target, target-then-source' }),
  },
  {
    route: `POST ${C}/downFileLink`,
    payload: { conversationId: SOME_ID, format: '../etc' },
    refusal: field('format', 'format'),
  },
  { route: `GET ${C}/download`, refusal: field('token', 'required') },
  // Launcher settings
  {
    route: `GET ${C}/conversationAgentSupports`,
    url: `${C}/conversationAgentSupports?x=1`,
    refusal: field('x', 'unknownField'),
  },
  {
    route: `GET ${C}/getDefaultCustomParams`,
    url: `${C}/getDefaultCustomParams?format=d.o.c`,
    refusal: field('format', 'format'),
  },
  // Tracking (features/tracking)
  {
    route: `POST ${T}/bp/bp/buryPoint/savePageLog`,
    payload: { ...trackingEvent, buryPointTime: 'yesterday' },
    refusal: field('buryPointTime', 'format'),
  },
  {
    route: `POST ${T}/bp/bp/buryPoint/consent`,
    payload: { anonymousId: 'x'.repeat(129) },
    refusal: field('anonymousId', 'tooLong', { max: 128 }),
  },
  {
    route: `GET ${T}/bp/bp/buryPoint/savePageLog`,
    url: `${T}/bp/bp/buryPoint/savePageLog?data=x&extra=1`,
    refusal: field('extra', 'unknownField'),
  },
  {
    route: `GET ${W}/user/firstVisit`,
    url: `${W}/user/firstVisit?anonymousId=${'a'.repeat(129)}`,
    refusal: field('anonymousId', 'tooLong', { max: 128 }),
  },
  // Reports (features/reports, a console section)
  {
    route: `POST ${W}/console/reports/summary`,
    operator: true,
    payload: { from: '2026-03-01', to: 'tomorrow' },
    refusal: field('to', 'format'),
  },
  {
    route: `POST ${W}/console/reports/export`,
    operator: true,
    payload: { from: '2026-03-02', to: '2026-03-01' },
    refusal: spec('reportRangeInvalid'),
  },
  ...CONSOLE_REFUSAL_CASES,
];
