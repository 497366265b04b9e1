import { COMBO_PATHS } from '@glossa/contracts/combo';
import { expect } from 'vitest';
import { mailedCode, type TestApp } from './test-app.ts';

export const W = '/gateway/website';
const PASSWORD = 'correct horse 1';
let addressSeed = 0;

/** An API answer as tests read it. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on each field.
  json: any;
  body: string;
  headers: Record<string, unknown>;
}

export interface Buyer {
  token: string;
  userId: string;
  post(path: string, body?: unknown): Promise<Answer>;
  get(path: string, query?: Record<string, string>): Promise<Answer>;
}

function nextAddress(): string {
  addressSeed += 1;
  return `10.9.${Math.floor(addressSeed / 250)}.${addressSeed % 250}`;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string>; address?: string } = {},
): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: options.address,
    headers: { 'lan-i18n-code': 'enus', ...options.headers },
    ...(options.query ? { query: options.query } : {}),
    ...(method === 'POST' ? { payload: (options.body ?? {}) as object } : {}),
  });
  return answerOf(response);
}

/** An injected request's answer, its body read as JSON where it is JSON. */
export function answerOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }): Answer {
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json, body: response.body, headers: response.headers };
}

/** A new account, signed up with the code mailed to it (read from the outbox). */
export async function signUp(t: TestApp, email: string, advance: () => void = () => {}): Promise<Buyer> {
  const address = nextAddress();
  const L = '/gateway/logincommon';
  advance();
  const sent = await call(t, 'POST', `${L}/code/getSMSCode`, { body: { email, purpose: 'register' }, address });
  expect(sent.json.code).toBe(200);
  const code = await mailedCode(t.db, email);
  const registered = await call(t, 'POST', `${L}/user/register`, {
    body: { email, code, password: PASSWORD, confirmPassword: PASSWORD, agreed: true },
    address,
  });
  expect(registered.json).toMatchObject({ code: 200 });
  const { token, userInfo } = registered.json.data;
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    userId: userInfo.userId,
    post: (path, body) => call(t, 'POST', `${W}${path}`, { body, headers, address }),
    get: (path, query) => call(t, 'GET', `${W}${path}`, { query, headers, address }),
  };
}

/** Orders a plan and pays it through the sandbox's signed notice; answers the order number. */
export async function buy(t: TestApp, who: Buyer, comboId: string, currency = 'USD'): Promise<string> {
  const created = await who.post(COMBO_PATHS.createOrder, { comboId, currency, agreed: true });
  expect(created.json).toMatchObject({ code: 200 });
  const orderNo = created.json.data.orderNo as string;
  const paid = await sandboxNotice(t, who, orderNo, 'succeed');
  expect(paid.json.data).toEqual({ fulfilled: true });
  return orderNo;
}

/** The sandbox checkout's signed outcome, as its page would post it (read from the page). */
export async function sandboxNotice(t: TestApp, who: Buyer, orderNo: string, outcome: string): Promise<Answer> {
  const form = await sandboxForm(t, who, orderNo, outcome);
  return call(t, 'POST', `${W}${COMBO_PATHS.sandboxCallback}`, { body: form });
}

/** The hidden fields of one button of the sandbox checkout page. */
export async function sandboxForm(t: TestApp, who: Buyer, orderNo: string, outcome: string) {
  const toPay = await who.post(COMBO_PATHS.toPay, { orderNo });
  expect(toPay.json).toMatchObject({ code: 200 });
  const url = new URL(toPay.json.data.payUrl);
  const page = await call(t, 'GET', `${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const form = new RegExp(
    `name="outcome" value="${outcome}">\\s*<input type="hidden" name="sig" value="([0-9a-f]{64})"`,
  );
  const sig = form.exec(page.body)?.[1];
  expect(sig).toBeDefined();
  return { orderNo, outcome, sig: sig as string };
}
