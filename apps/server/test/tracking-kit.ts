import { ServerSecret } from '#http/server-secret.ts';
import { ConsentTokens } from '../src/features/tracking/consent-token.ts';
import type { TestApp } from './test-app.ts';

/**
 * The consent token the server would hand this browser after "Accept" (sealed with the test
 * server's own key), for tests that send many events; tracking-consent.test.ts asks the server.
 */
export function consentTokenFor(t: TestApp, anonymousId: string, now: () => number = Date.now): string {
  const tokens = new ConsentTokens(ServerSecret.load(t.config.dataDir, t.config.secretKey), now);
  return tokens.issue(anonymousId).consentToken;
}
