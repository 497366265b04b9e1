import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { DefaultLayout } from '../app/layouts/default-layout.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { StatusPage } from '../components/status-page.tsx';
import { localePath } from '../lib/locale-path.ts';
import { useUiLocale } from '../lib/ui-locale.ts';

/** The error page, chosen by status code: 404 with the route's message, 403, 503, or the generic one. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Unexpected errors go to the console, where a support request can quote them.
  if (status === 500) console.error(error);
  useEffect(() => {
    document.title = t(status === 404 ? 'meta:notFound.title' : 'meta:error.title');
  }, [t, status]);
  const home = (
    <LinkButton type="primary" to={localePath(locale)}>
      {t('error.backHome')}
    </LinkButton>
  );

  let result: React.ReactNode;
  if (status === 404) {
    const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : '';
    result = (
      <StatusPage
        status={404}
        title={t('error.notFoundTitle')}
        text={<span data-testid="not-found">{message}</span>}
        actions={home}
      />
    );
  } else if (status === 403) {
    result = (
      <StatusPage status={403} title={t('error.forbiddenTitle')} text={t('error.forbiddenText')} actions={home} />
    );
  } else {
    const unavailable = status === 503;
    result = (
      <StatusPage
        status={unavailable ? 503 : 500}
        title={unavailable ? t('error.unavailableTitle') : t('error.genericTitle')}
        text={unavailable ? t('error.unavailableText') : t('error.genericText')}
        actions={
          <>
            {home}
            <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
          </>
        }
      />
    );
  }
  return <DefaultLayout>{result}</DefaultLayout>;
}
