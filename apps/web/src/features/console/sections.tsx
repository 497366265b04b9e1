import {
  ApiOutlined,
  AuditOutlined,
  CreditCardOutlined,
  ExceptionOutlined,
  InboxOutlined,
  LineChartOutlined,
  NotificationOutlined,
  PictureOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { LazyReportsSection } from '../reports/index.ts';

/** One area of the console: its menu entry and what it shows. */
export interface ConsoleSection {
  /** In the address (`/{lang}/console?section=users`) and the menu. */
  key: string;
  icon: ReactNode;
  /** A key of the `console` namespace. */
  label: string;
  component: LazyExoticComponent<ComponentType>;
}

/**
 * The console's sections, in menu order. To add one, add an entry here: a lazy component
 * (its own chunk) and a label in packages/i18n/locales/{locale}/console.json.
 */
export const CONSOLE_SECTIONS: ConsoleSection[] = [
  {
    key: 'users',
    icon: <TeamOutlined />,
    label: 'menu.users',
    component: lazy(() => import('./components/users-section.tsx')),
  },
  {
    key: 'plans',
    icon: <CreditCardOutlined />,
    label: 'menu.plans',
    component: lazy(() => import('./components/plans-section.tsx')),
  },
  {
    key: 'orders',
    icon: <ShoppingOutlined />,
    label: 'menu.orders',
    component: lazy(() => import('./components/orders-section.tsx')),
  },
  {
    key: 'enterprise',
    icon: <InboxOutlined />,
    label: 'menu.enterprise',
    component: lazy(() => import('./components/enterprise-section.tsx')),
  },
  {
    key: 'messages',
    icon: <NotificationOutlined />,
    label: 'menu.messages',
    component: lazy(() => import('./components/messages-section.tsx')),
  },
  {
    key: 'ads',
    icon: <PictureOutlined />,
    label: 'menu.ads',
    component: lazy(() => import('./components/ads-section.tsx')),
  },
  {
    key: 'settings',
    icon: <SettingOutlined />,
    label: 'menu.settings',
    component: lazy(() => import('./components/settings-section.tsx')),
  },
  {
    key: 'engines',
    icon: <ApiOutlined />,
    label: 'menu.engines',
    component: lazy(() => import('./components/engines-section.tsx')),
  },
  {
    key: 'jobs',
    icon: <ExceptionOutlined />,
    label: 'menu.jobs',
    component: lazy(() => import('./components/failed-jobs-section.tsx')),
  },
  {
    key: 'audit',
    icon: <AuditOutlined />,
    label: 'menu.audit',
    component: lazy(() => import('./components/audit-section.tsx')),
  },
  {
    key: 'reports',
    icon: <LineChartOutlined />,
    // The reports' own namespace, loaded with the console's page (app/router.tsx).
    label: 'reports:title',
    component: LazyReportsSection,
  },
];
