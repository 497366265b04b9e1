import { ERRORS } from '@glossa/contracts/errors';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/http.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';

/**
 * Runs a form's call with a busy flag. The API layer already showed the error toast; when the
 * server asks for the human check, the person is sent to /verify and brought back afterwards.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const { locale } = useUiLocale();
  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      try {
        return await call();
      } catch (error) {
        if (error instanceof ApiError && error.code === ERRORS.humanCheckRequired.code) {
          const back = location.pathname + location.search;
          navigate(`${localePath(locale, 'verify')}?${new URLSearchParams({ redirect: back })}`);
        } else if (!(error instanceof ApiError)) {
          throw error;
        }
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [navigate, location, locale],
  );
  return { busy, run };
}
