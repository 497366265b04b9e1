import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { ERRORS } from '@glossa/contracts/errors';
import { screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { fakeServer, Refusal } from '../../../test-support/fake-server.ts';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import { text } from '../../../test-support/texts.ts';
import { accountApi } from '../api/account-api.ts';
import { CodeField } from './code-field.tsx';

const field = (
  <Form>
    <CodeField send={async () => (await accountApi.sendCode('ana@example.com', 'register')).resendAfterSeconds} />
  </Form>
);

const sendButton = () => screen.getByTestId('send-code');

/** A refusal with the wait in Retry-After, as the server writes a 429 that states one. */
function refusedFor(seconds: number, msg: string): Response {
  const { code } = ERRORS.codeResendTooSoon;
  return Response.json(
    { code, success: false, msg, data: null },
    { status: 429, headers: { 'retry-after': String(seconds) } },
  );
}

describe('the code field', () => {
  it('counts down the wait the server gives once the code is sent', async () => {
    fakeServer({ [ACCOUNT_PATHS.sendCode]: { resendAfterSeconds: 60 } });
    const { user } = await renderInApp(field);
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent(/^Resend in (60|59) s$/));
    expect(sendButton()).toBeDisabled();
  });

  it('counts down a code sent moments ago (an answer lost on the way, another tab) instead of offering to send again', async () => {
    const msg = 'Please wait 42 seconds before requesting another code';
    fakeServer({ [ACCOUNT_PATHS.sendCode]: () => refusedFor(42, msg) });
    const { user } = await renderInApp(field);
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent(/^Resend in (42|41) s$/));
    expect(sendButton()).toBeDisabled();
    expect(await screen.findByText(msg)).toBeInTheDocument();
  });

  it('stays ready to send when the mail could not go out', async () => {
    const msg = 'The service is unavailable for a moment';
    const server = fakeServer({ [ACCOUNT_PATHS.sendCode]: new Refusal(ERRORS.unavailable.code, msg, 503) });
    const { user } = await renderInApp(field);
    await user.click(sendButton());
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent(text('account:action.sendCode'));
    expect(sendButton()).toBeEnabled();
    // A POST is tried once more on a transient answer, then the person decides.
    expect(server.bodiesOf(ACCOUNT_PATHS.sendCode)).toHaveLength(2);
  });
});
