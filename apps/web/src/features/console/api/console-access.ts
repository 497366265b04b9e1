import { CONSOLE_CALLS } from '@glossa/contracts/console';
import type { ConsoleOperator } from '@glossa/contracts/console-answers';
import type { CONSOLE_ROUTES } from '@glossa/contracts/console-routes';
import { notFoundMessage } from '@glossa/contracts/page-routes';
import { data, type LoaderFunctionArgs } from 'react-router';
import { routeCaller } from '../../../lib/http.ts';

const call = routeCaller<typeof CONSOLE_ROUTES>(CONSOLE_CALLS);

/**
 * The loader of operator-only pages: who the operator is (the console's texts come with its chunk,
 * app/router.tsx). Anyone else gets the 404 of an unknown path, as the server answered for the page.
 */
export async function operatorLoader({ request }: LoaderFunctionArgs): Promise<{ operator: ConsoleOperator }> {
  const { pathname } = new URL(request.url);
  const operator = await call('whoami', {}, { silent: true }).catch(() => undefined);
  if (!operator) throw data(notFoundMessage('unmatched', pathname), { status: 404 });
  return { operator };
}
