import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { GATEWAYS } from '@glossa/contracts/limits';
import type { Reason } from '@glossa/contracts/request-rules';
import { AD_SPACE_PATHS, SYS_MESSAGE_PATHS } from '@glossa/contracts/site-notices';
import type { Refusal, RefusalCase } from './validation-case-types.ts';

const W = GATEWAYS.website;
const P = CONSOLE_PATHS;
const field = (name: string, issue: Reason, values?: Record<string, string | number>): Refusal => ({
  field: name,
  issue,
  values,
});
const message = { type: '1', title: 'Hello', content: 'Hi', startsAt: 0 };
const ad = { slot: 'launcherFoot', name: 'Ad', startsAt: 0, contents: [{ locale: '*', text: 'Hi' }] };

/** One malformed request for every route of system messages, ad spaces and the console (as an operator). */
export const CONSOLE_REFUSAL_CASES: RefusalCase[] = [
  { route: `POST ${W}${SYS_MESSAGE_PATHS.getShow}`, payload: { appCode: 7 }, refusal: field('appCode', 'typeString') },
  { route: `POST ${W}${SYS_MESSAGE_PATHS.close}`, payload: {}, refusal: field('messageNumber', 'required') },
  {
    route: `POST ${W}${AD_SPACE_PATHS.getAll}`,
    payload: { slots: ['sky'] },
    refusal: field('slots.0', 'oneOf', { values: 'launcherFoot, historyPanel, pageFooter' }),
  },
  { route: `POST ${W}${AD_SPACE_PATHS.close}`, payload: { id: 'x' }, refusal: field('id', 'id') },
  {
    route: `POST ${W}${AD_SPACE_PATHS.click}`,
    url: `${W}/advertisingSpace/increaseAdvertisingSpaceClicks/x`,
    refusal: field('id', 'id'),
  },
  { route: `POST ${W}${P.whoami}`, operator: true, payload: [1], refusal: field('body', 'typeObject') },
  {
    route: `POST ${W}${P.auditPage}`,
    operator: true,
    payload: { pageSize: 1000 },
    refusal: field('pageSize', 'tooLarge', { max: 100 }),
  },
  {
    route: `POST ${W}${P.failedJobsPage}`,
    operator: true,
    payload: { stoppedOnly: 'yes' },
    refusal: field('stoppedOnly', 'typeBoolean'),
  },
  {
    route: `POST ${W}${P.messagesPage}`,
    operator: true,
    payload: { pageNum: 0 },
    refusal: field('pageNum', 'tooSmall', { min: 1 }),
  },
  {
    route: `POST ${W}${P.messageSave}`,
    operator: true,
    payload: { ...message, type: '2' },
    refusal: field('type', 'oneOf', { values: '0, 1' }),
  },
  { route: `POST ${W}${P.messageDelete}`, operator: true, payload: { id: 1 }, refusal: field('id', 'typeString') },
  {
    route: `POST ${W}${P.adsPage}`,
    operator: true,
    payload: { pageSize: 0 },
    refusal: field('pageSize', 'tooSmall', { min: 1 }),
  },
  {
    route: `POST ${W}${P.adSave}`,
    operator: true,
    payload: { ...ad, name: '' },
    refusal: field('name', 'empty'),
  },
  { route: `POST ${W}${P.adDelete}`, operator: true, payload: {}, refusal: field('id', 'required') },
  {
    route: `POST ${W}${P.usersPage}`,
    operator: true,
    payload: { keyword: 5 },
    refusal: field('keyword', 'typeString'),
  },
  { route: `POST ${W}${P.userDetail}`, operator: true, payload: { userId: 'me' }, refusal: field('userId', 'id') },
  {
    route: `POST ${W}${P.userGrantPlan}`,
    operator: true,
    payload: { userId: '01900000-0000-7000-8000-000000000000', planId: 'member', days: 0 },
    refusal: field('days', 'tooSmall', { min: 1 }),
  },
  {
    route: `POST ${W}${P.userSetDisabled}`,
    operator: true,
    payload: { userId: '01900000-0000-7000-8000-000000000000', disabled: 'yes' },
    refusal: field('disabled', 'typeBoolean'),
  },
  { route: `POST ${W}${P.userSignOut}`, operator: true, payload: {}, refusal: field('userId', 'required') },
  {
    route: `POST ${W}${P.userSetOperator}`,
    operator: true,
    payload: { userId: '01900000-0000-7000-8000-000000000000', operator: 'yes' },
    refusal: field('operator', 'typeBoolean'),
  },
  { route: `POST ${W}${P.plansList}`, operator: true, payload: [], refusal: field('body', 'typeObject') },
  { route: `POST ${W}${P.planSave}`, operator: true, payload: { id: 'Free!' }, refusal: field('id', 'format') },
  {
    route: `POST ${W}${P.ordersPage}`,
    operator: true,
    payload: { state: 'lost' },
    refusal: field('state', 'oneOf', { values: 'pending, paid, failed, cancelled, expired' }),
  },
  {
    route: `POST ${W}${P.ordersExport}`,
    operator: true,
    payload: { from: '2026-02-30' },
    refusal: field('from', 'format'),
  },
  {
    route: `POST ${W}${P.enterprisePage}`,
    operator: true,
    payload: { state: 'won' },
    refusal: field('state', 'oneOf', { values: 'new, contacted, closed' }),
  },
  {
    route: `POST ${W}${P.enterpriseSetState}`,
    operator: true,
    payload: { state: 'new' },
    refusal: field('id', 'required'),
  },
  {
    route: `POST ${W}${P.orderDetail}`,
    operator: true,
    payload: { orderNo: 'a-b' },
    refusal: field('orderNo', 'format'),
  },
  { route: `POST ${W}${P.settingsGet}`, operator: true, payload: 1, refusal: field('body', 'typeObject') },
  {
    route: `POST ${W}${P.settingsSave}`,
    operator: true,
    payload: { siteName: 'x'.repeat(61), disabledExportFormats: [] },
    refusal: field('siteName', 'tooLong', { max: 60 }),
  },
  { route: `POST ${W}${P.enginesGet}`, operator: true, payload: 'x', refusal: field('body', 'typeObject') },
  {
    route: `POST ${W}${P.enginesSave}`,
    operator: true,
    payload: { baseUrl: 'ftp://x', model: 'm' },
    refusal: field('baseUrl', 'format'),
  },
  { route: `POST ${W}${P.enginesTest}`, operator: true, payload: { model: '' }, refusal: field('model', 'empty') },
];
