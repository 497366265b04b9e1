import {
  type AuditEntry,
  CONSOLE_PATHS,
  type ConsoleEnterpriseRequest,
  type ConsoleFailedJob,
  type ConsoleOrder,
  type ConsolePlan,
  type ConsoleUser,
  type EngineCheck,
  type EnginesView,
  type Page,
  type SiteSettingsView,
} from '@glossa/contracts/console';
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
import type {
  EngineSaveRequest,
  EngineTestRequest,
  PlanSaveRequest,
  SettingsSaveRequest,
} from '@glossa/contracts/console-settings-requests';
import type { ConsoleAdSpace, ConsoleMessage } from '@glossa/contracts/site-notices-answers';
import { downloadPosted } from '../../../lib/download.ts';
import { apiRequest } from '../../../lib/http.ts';

/** The paged lists' request; the hooks/use-console-page.ts hook sends it. */
type Paging = { pageNum: number; pageSize: number };
const post = <T>(path: string, params?: object) =>
  apiRequest<T>(path, { params: params as Record<string, unknown> | undefined });

/** The console's calls (all POST, operators only). */
export const consoleApi = {
  auditPage: (params: AuditPageRequest) => post<Page<AuditEntry>>(CONSOLE_PATHS.auditPage, params),
  failedJobs: (params: FailedJobsPageRequest) => post<Page<ConsoleFailedJob>>(CONSOLE_PATHS.failedJobsPage, params),
  messagesPage: (params: Paging) => post<Page<ConsoleMessage>>(CONSOLE_PATHS.messagesPage, params),
  saveMessage: (body: MessageSaveRequest) => post<ConsoleMessage>(CONSOLE_PATHS.messageSave, body),
  deleteMessage: (id: string) => post<null>(CONSOLE_PATHS.messageDelete, { id }),
  adsPage: (params: Paging) => post<Page<ConsoleAdSpace>>(CONSOLE_PATHS.adsPage, params),
  saveAd: (body: AdSaveRequest) => post<ConsoleAdSpace>(CONSOLE_PATHS.adSave, body),
  deleteAd: (id: string) => post<null>(CONSOLE_PATHS.adDelete, { id }),
  users: (params: UsersPageRequest) => post<Page<ConsoleUser>>(CONSOLE_PATHS.usersPage, params),
  grantPlan: (body: GrantPlanRequest) => post<ConsoleUser>(CONSOLE_PATHS.userGrantPlan, body),
  setDisabled: (body: { userId: string; disabled: boolean }) => post<ConsoleUser>(CONSOLE_PATHS.userSetDisabled, body),
  signOutEverywhere: (userId: string) => post<ConsoleUser>(CONSOLE_PATHS.userSignOut, { userId }),
  setOperator: (body: { userId: string; operator: boolean }) => post<ConsoleUser>(CONSOLE_PATHS.userSetOperator, body),
  plans: () => post<ConsolePlan[]>(CONSOLE_PATHS.plansList),
  savePlan: (body: PlanSaveRequest) => post<ConsolePlan>(CONSOLE_PATHS.planSave, body),
  orders: (params: OrdersPageRequest) => post<Page<ConsoleOrder>>(CONSOLE_PATHS.ordersPage, params),
  /** The server writes the CSV of the orders found (formulas neutralised); the browser saves it. */
  exportOrders: (filters: OrdersExportRequest) => downloadPosted(CONSOLE_PATHS.ordersExport, filters),
  enterprise: (params: EnterprisePageRequest) =>
    post<Page<ConsoleEnterpriseRequest>>(CONSOLE_PATHS.enterprisePage, params),
  setEnterpriseState: (body: EnterpriseSetStateRequest) =>
    post<ConsoleEnterpriseRequest>(CONSOLE_PATHS.enterpriseSetState, body),
  settings: () => post<SiteSettingsView>(CONSOLE_PATHS.settingsGet),
  saveSettings: (body: SettingsSaveRequest) => post<SiteSettingsView>(CONSOLE_PATHS.settingsSave, body),
  engines: () => post<EnginesView>(CONSOLE_PATHS.enginesGet),
  saveEngines: (body: EngineSaveRequest) => post<EnginesView>(CONSOLE_PATHS.enginesSave, body),
  testEngine: (body: EngineTestRequest) => post<EngineCheck>(CONSOLE_PATHS.enginesTest, body),
};

export const CONSOLE_KEYS = {
  all: ['console'] as const,
  engines: ['console', 'engines'] as const,
  plans: ['console', 'plans'] as const,
  settings: ['console', 'settings'] as const,
};
