/** After a payment (the plans feature's page); this module is the chunk the router loads for it. */
export { PlansSuccessPage as default } from '../features/plans/index.ts';
