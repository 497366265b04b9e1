import { z } from 'zod';
import { ACCOUNT_CALLS } from './account.ts';
import { accountSettings, codeSent, sessionInfo, signInResult, usagePage, userInfo } from './account-answers.ts';
import {
  avatarBody,
  avatarParams,
  avatarQuery,
  changeEmailBody,
  changePasswordBody,
  emailQuery,
  googleLoginBody,
  googleStartQuery,
  humanCheckBody,
  loginBody,
  nicknameBody,
  preferencesAnswer,
  preferencesBody,
  registerBody,
  resetPasswordBody,
  revokeSessionBody,
  sendCodeBody,
  usagePageBody,
} from './account-requests.ts';
import { quotaInfo } from './quota-answers.ts';
import { noBody, noQuery } from './request-rules.ts';
import { routeTable } from './route-table.ts';

/**
 * Sign-up, sign-in and the signed-in person's account (docs/product.md §7.2, §7.3). The avatar's
 * body is checked against the site's own formats, which the server puts in place of this one.
 */
export const ACCOUNT_ROUTES = routeTable(ACCOUNT_CALLS, {
  settings: { querystring: noQuery, data: accountSettings },
  sendCode: { body: sendCodeBody, data: codeSent },
  registerOrNot: { querystring: emailQuery, data: z.object({ registered: z.boolean() }) },
  register: { body: registerBody, data: signInResult },
  login: { body: loginBody, data: signInResult },
  resetPasswordWithCode: { body: resetPasswordBody, data: z.null() },
  googleStart: { querystring: googleStartQuery, raw: 'redirect' },
  googleLogin: { body: googleLoginBody, data: signInResult },
  logout: { querystring: noQuery, data: z.null() },
  websiteLogout: { querystring: noQuery, data: z.null() },
  humanCheck: { body: humanCheckBody, data: z.object({ passed: z.boolean() }) },
  userInfo: { querystring: noQuery, data: userInfo },
  uploadAvatar: { body: avatarBody([]), data: userInfo },
  updateProfile: { body: nicknameBody, data: userInfo },
  resetUserName: { body: nicknameBody, data: userInfo },
  alertEmail: { querystring: emailQuery, data: codeSent },
  resetEmail: { body: changeEmailBody, data: z.null() },
  changePassword: { body: changePasswordBody, data: z.null() },
  packageInfo: { querystring: noQuery, data: quotaInfo },
  usagePage: { body: usagePageBody, data: usagePage },
  avatar: { params: avatarParams, querystring: avatarQuery, raw: 'file' },
  sessions: { querystring: noQuery, data: z.array(sessionInfo) },
  revokeSession: { body: revokeSessionBody, data: z.null() },
  revokeOtherSessions: { body: noBody, data: z.object({ revoked: z.number() }) },
  preferences: { querystring: noQuery, data: preferencesAnswer },
  savePreferences: { body: preferencesBody, data: z.null() },
});
