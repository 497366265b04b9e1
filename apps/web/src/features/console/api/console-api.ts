import { CONSOLE_CALLS } from '@glossa/contracts/console';
import type { AdSaveRequest, MessageSaveRequest } from '@glossa/contracts/console-notices-requests';
import type {
  AuditPageRequest,
  EnterprisePageRequest,
  EnterpriseSetStateRequest,
  FailedJobsPageRequest,
  GrantPlanRequest,
  OrdersExportRequest,
  OrdersPageRequest,
  UsersPageRequest,
} from '@glossa/contracts/console-requests';
import type { CONSOLE_ROUTES } from '@glossa/contracts/console-routes';
import type {
  EngineSaveRequest,
  EngineTestRequest,
  PlanSaveRequest,
  SettingsSaveRequest,
} from '@glossa/contracts/console-settings-requests';
import { downloadPosted } from '../../../lib/download.ts';
import { routeCaller } from '../../../lib/http.ts';

/** The paged lists' request; the hooks/use-console-page.ts hook sends it. */
type Paging = { pageNum: number; pageSize: number };
const call = routeCaller<typeof CONSOLE_ROUTES>(CONSOLE_CALLS);

/** The console's calls (all POST, operators only; packages/contracts/src/console-routes.ts). */
export const consoleApi = {
  auditPage: (params: AuditPageRequest) => call('auditPage', params),
  failedJobs: (params: FailedJobsPageRequest) => call('failedJobsPage', params),
  messagesPage: (params: Paging) => call('messagesPage', params),
  saveMessage: (body: MessageSaveRequest) => call('messageSave', body),
  deleteMessage: (id: string) => call('messageDelete', { id }),
  adsPage: (params: Paging) => call('adsPage', params),
  saveAd: (body: AdSaveRequest) => call('adSave', body),
  deleteAd: (id: string) => call('adDelete', { id }),
  users: (params: UsersPageRequest) => call('usersPage', params),
  grantPlan: (body: GrantPlanRequest) => call('userGrantPlan', body),
  setDisabled: (body: { userId: string; disabled: boolean }) => call('userSetDisabled', body),
  signOutEverywhere: (userId: string) => call('userSignOut', { userId }),
  setOperator: (body: { userId: string; operator: boolean }) => call('userSetOperator', body),
  plans: () => call('plansList'),
  savePlan: (body: PlanSaveRequest) => call('planSave', body),
  orders: (params: OrdersPageRequest) => call('ordersPage', params),
  /** The server writes the CSV of the orders found (formulas neutralised); the browser saves it. */
  exportOrders: (filters: OrdersExportRequest) => downloadPosted(CONSOLE_CALLS.ordersExport, filters),
  enterprise: (params: EnterprisePageRequest) => call('enterprisePage', params),
  setEnterpriseState: (body: EnterpriseSetStateRequest) => call('enterpriseSetState', body),
  settings: () => call('settingsGet'),
  saveSettings: (body: SettingsSaveRequest) => call('settingsSave', body),
  engines: () => call('enginesGet'),
  saveEngines: (body: EngineSaveRequest) => call('enginesSave', body),
  testEngine: (body: EngineTestRequest) => call('enginesTest', body),
};

export const CONSOLE_KEYS = {
  all: ['console'] as const,
  engines: ['console', 'engines'] as const,
  plans: ['console', 'plans'] as const,
  settings: ['console', 'settings'] as const,
};
