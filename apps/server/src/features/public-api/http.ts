export { openApiRoute, registerOpenApi } from './docs/openapi.ts';
export { referencePageRoutes } from './docs/reference-page.ts';
export { registerPublicApi } from './setup.ts';
