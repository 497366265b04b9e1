/** Ports and secrets of the account stand-ins, shared by the Playwright config and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const ACCOUNT_STAND_INS = {
  smtpPort: E2E_PORT + 1,
  oidcPort: E2E_PORT + 2,
  mailApiPort: E2E_PORT + 3,
  /** Fixed by apps/server/test/oidc-provider.ts. */
  clientId: 'glossa-test',
  clientSecret: 'glossa-test-secret-0123456789abcdef',
};

/** The fake OpenAI-compatible engine (e2e/llm-stand-in.ts). */
export const LLM_STAND_IN_PORT = E2E_PORT + 4;

/** The stand-in proxy a test puts in front of the server and takes away (tests/front-proxy.ts); +5 is the second server. */
export const FRONT_PROXY_PORT = E2E_PORT + 6;

/** The server's engines: Apertium for the pairs it has, the fake llm for the others and for chat turns. */
export function engineEnv(): Record<string, string> {
  return {
    LLM_BASE_URL: `http://127.0.0.1:${LLM_STAND_IN_PORT}/v1`,
    LLM_MODEL: 'fake-model',
    LLM_API_KEY: 'sk-e2e',
    ENGINE_ORDER: 'apertium,llm',
    // Small batches, four requests at a time. A test that holds its own requests at the stand-in
    // (holdLlm) takes slots for as long as it holds them: with one slot, every other test's turns
    // and documents waited behind it.
    LLM_CONCURRENCY: '4',
    LLM_MAX_BATCH_TOKENS: '200',
    // Every browser of the run comes from 127.0.0.1: the per-address limits are for many people
    // behind one address, and are tested on their own in the API suite.
    JOB_ADDRESS_PER_MINUTE: '1000',
    JOB_ADDRESS_WAITING: '1000',
    STREAMS_PER_ADDRESS: '1000',
    UPLOAD_ADDRESS_PER_MINUTE: '1000',
    ORDER_ADDRESS_PER_MINUTE: '1000',
    // The plans spec uses up a free account's chats of the day in a few seconds.
    JOB_OWNER_PER_MINUTE: '1000',
    JOB_OWNER_WAITING: '1000',
  };
}

/** The server's environment for them: mail over SMTP to the catcher, Google sign-in at the stand-in. */
export function accountEnv(): Record<string, string> {
  return {
    PUBLIC_URL: E2E_BASE_URL,
    SMTP_URL: `smtp://127.0.0.1:${ACCOUNT_STAND_INS.smtpPort}`,
    OIDC_ISSUER: `http://127.0.0.1:${ACCOUNT_STAND_INS.oidcPort}`,
    OIDC_CLIENT_ID: ACCOUNT_STAND_INS.clientId,
    OIDC_CLIENT_SECRET: ACCOUNT_STAND_INS.clientSecret,
    // Every browser of the run signs up from 127.0.0.1: the default 30 codes an hour per address
    // ran out before the last sign-ups of the suite (the limit itself: hostile-sign-in.test.ts).
    CODES_PER_ADDRESS_HOUR: '1000',
    // Both workers sign up and in from 127.0.0.1, more than 20 times a minute.
    SIGN_IN_ADDRESS_PER_MINUTE: '1000',
  };
}
