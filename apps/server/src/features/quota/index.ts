export { comboFormatGroup, formatsOf, tierOpens } from './format-groups.ts';
export { allowanceOf, QuotaService } from './service.ts';
