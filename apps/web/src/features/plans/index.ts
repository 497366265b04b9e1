// The plans feature's public face: its pages (plans, after payment, receipt), the chats left and
// the ways to more, the account page's package and orders, and the used-up quota's dialog.
export { ChatsLeft } from './components/chats-left.tsx';
export { ChatsLeftNow } from './components/chats-left-now.tsx';
export { OrderTable } from './components/order-table.tsx';
export { PackagePanel } from './components/package-panel.tsx';
export { PlanMenuEntry } from './components/plan-menu-entry.tsx';
export { SeePlansButton } from './components/see-plans-button.tsx';
export { useQuotaDialog } from './hooks/use-quota-dialog.tsx';
export { OrderReceiptPage } from './pages/order-receipt-page.tsx';
export { PlansPage } from './pages/plans-page.tsx';
export { PlansSuccessPage } from './pages/plans-success-page.tsx';
