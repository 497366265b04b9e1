/** The plans page (the plans feature's); this module is the chunk the router loads for it. */
export { PlansPage as default } from '../features/plans/index.ts';
