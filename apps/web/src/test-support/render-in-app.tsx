import { type LocaleCode, localeEntry } from '@glossa/contracts/locales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { loadLocale } from '../lib/i18n.ts';
import { setUiLocale } from '../lib/ui-locale.ts';

/**
 * Renders a component as the app does: the interface language loaded as the router's loader
 * loads it (texts, Ant Design's locale, the direction), inside the app's providers, on a memory
 * router at `/{locale}` (or `path`, with a navigation `state`). Each render gets a fresh query cache, so tests share no
 * answers. `router.state.location` tells where a click navigated.
 */
export async function renderInApp(
  ui: ReactElement,
  options: { locale?: LocaleCode; path?: string; state?: unknown } = {},
) {
  const locale = options.locale ?? 'enus';
  const antd = await loadLocale(locale);
  setUiLocale({ locale, antd, direction: localeEntry(locale).dir });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [{ pathname: options.path ?? `/${locale}`, state: options.state }],
  });
  // No pause between keystrokes: each test waits for what it checks, not for time to pass.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders>
      {/* The nearest cache wins: the app's own, shared by the whole page, stays untouched. */}
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...view, user, router };
}
