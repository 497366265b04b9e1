import { CONSOLE_PATHS, type ConsoleOperator } from '@glossa/contracts/console';
import { notFoundMessage } from '@glossa/contracts/page-routes';
import { data, type LoaderFunctionArgs } from 'react-router';
import { apiRequest } from '../../../lib/http.ts';

/**
 * The loader of operator-only pages: who the operator is (the console's texts come with its chunk,
 * app/router.tsx). Anyone else gets the 404 of an unknown path, as the server answered for the page.
 */
export async function operatorLoader({ request }: LoaderFunctionArgs): Promise<{ operator: ConsoleOperator }> {
  const { pathname } = new URL(request.url);
  const operator = await apiRequest<ConsoleOperator>(CONSOLE_PATHS.whoami, { silent: true }).catch(() => undefined);
  if (!operator) throw data(notFoundMessage('unmatched', pathname), { status: 404 });
  return { operator };
}
