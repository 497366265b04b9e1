import { z } from 'zod';
import { paged } from './answer-rules.ts';
import { CONSOLE_CALLS } from './console.ts';
import {
  auditEntry,
  consoleEnterpriseRequest,
  consoleFailedJob,
  consoleOperator,
  consoleOrder,
  consolePlan,
  consoleUser,
  consoleUserDetail,
  engineCheck,
  enginesView,
  siteSettingsView,
} from './console-answers.ts';
import { adSaveBody, deleteBody, messageSaveBody, pageBody } from './console-notices-requests.ts';
import {
  auditPageBody,
  enterprisePageBody,
  enterpriseSetStateBody,
  failedJobsPageBody,
  grantPlanBody,
  orderDetailBody,
  ordersExportBody,
  ordersPageBody,
  setDisabledBody,
  setOperatorBody,
  userBody,
  usersPageBody,
} from './console-requests.ts';
import { engineSaveBody, engineTestBody, planSaveBody, settingsSaveBody } from './console-settings-requests.ts';
import { noBody } from './request-rules.ts';
import { routeTable } from './route-table.ts';
import { consoleAdSpace, consoleMessage } from './site-notices-answers.ts';

/**
 * The operator console (docs/decisions/0022-operator-console.md): every call a POST under
 * `/gateway/website/console`, answering 404 to anyone but an operator.
 */
export const CONSOLE_ROUTES = routeTable(CONSOLE_CALLS, {
  whoami: { body: noBody, data: consoleOperator },
  auditPage: { body: auditPageBody, data: paged(auditEntry) },
  usersPage: { body: usersPageBody, data: paged(consoleUser) },
  userDetail: { body: userBody, data: consoleUserDetail },
  userGrantPlan: { body: grantPlanBody, data: consoleUser },
  userSetDisabled: { body: setDisabledBody, data: consoleUser },
  userSignOut: { body: userBody, data: consoleUser },
  userSetOperator: { body: setOperatorBody, data: consoleUser },
  plansList: { body: noBody, data: z.array(consolePlan) },
  planSave: { body: planSaveBody, data: consolePlan },
  ordersPage: { body: ordersPageBody, data: paged(consoleOrder) },
  orderDetail: { body: orderDetailBody, data: consoleOrder },
  /** The orders found, as a CSV file. */
  ordersExport: { body: ordersExportBody, raw: 'file' },
  enterprisePage: { body: enterprisePageBody, data: paged(consoleEnterpriseRequest) },
  enterpriseSetState: { body: enterpriseSetStateBody, data: consoleEnterpriseRequest },
  settingsGet: { body: noBody, data: siteSettingsView },
  settingsSave: { body: settingsSaveBody, data: siteSettingsView },
  enginesGet: { body: noBody, data: enginesView },
  enginesSave: { body: engineSaveBody, data: enginesView },
  enginesTest: { body: engineTestBody, data: engineCheck },
  messagesPage: { body: pageBody, data: paged(consoleMessage) },
  messageSave: { body: messageSaveBody, data: consoleMessage },
  messageDelete: { body: deleteBody, data: z.null() },
  adsPage: { body: pageBody, data: paged(consoleAdSpace) },
  adSave: { body: adSaveBody, data: consoleAdSpace },
  adDelete: { body: deleteBody, data: z.null() },
  failedJobsPage: { body: failedJobsPageBody, data: paged(consoleFailedJob) },
});
