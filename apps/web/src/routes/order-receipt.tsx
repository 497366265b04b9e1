/** An order's receipt (the plans feature's page); this module is the chunk the router loads for it. */
export { OrderReceiptPage as default } from '../features/plans/index.ts';
