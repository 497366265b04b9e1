import { type Answer, call } from './billing-kit.ts';
import type { TestApp } from './test-app.ts';

/** A LibreTranslate answer as tests read it. */
export type LibreAnswer = Answer;

/** Requests as LibreTranslate clients send them: JSON, form-urlencoded, multipart, or a plain GET. */
export function libreClient(t: TestApp) {
  const post = (url: string, body: { payload: string | Buffer; contentType: string }) =>
    call(t, 'POST', url, { body: body.payload, headers: { 'content-type': body.contentType } });
  return {
    json: (url: string, body: unknown) => post(url, { payload: JSON.stringify(body), contentType: 'application/json' }),
    form: (url: string, fields: Record<string, string>) =>
      post(url, { payload: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' }),
    /** A body already encoded (multipart). */
    send: post,
    get: (url: string) => call(t, 'GET', url),
  };
}

export { registeredRoutes } from './registered-routes.ts';
