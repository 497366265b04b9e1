import { describe, expect, it } from 'vitest';
import { REDACTED, redactText, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('masks the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/gateway/website/conversation/download?token=abc.def')).toBe(
      `/gateway/website/conversation/download?token=${REDACTED}`,
    );
    expect(redactUrl('/files/x?sig=s1&expires=1700000000&format=docx')).toBe(
      `/files/x?sig=${REDACTED}&expires=${REDACTED}&format=docx`,
    );
    expect(redactUrl('/enus/oauth/callback?code=4%2F0Ad&state=xyz&scope=email')).toBe(
      `/enus/oauth/callback?code=${REDACTED}&state=${REDACTED}&scope=email`,
    );
  });

  it('matches names whatever their case or encoding, and leaves a URL without a query alone', () => {
    expect(redactUrl('/a?TOKEN=1&Access_Token=2&%74oken=3')).toBe(
      `/a?TOKEN=${REDACTED}&Access_Token=${REDACTED}&%74oken=${REDACTED}`,
    );
    expect(redactUrl('/gateway/website/user/avatar/x?v=123')).toBe('/gateway/website/user/avatar/x?v=123');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
    expect(redactUrl('/a?token')).toBe('/a?token');
  });

  it('masks keys however a client names them: DeepL, LibreTranslate, S3 and the like', () => {
    expect(redactUrl('/v2/usage?auth_key=k1&target_lang=DE&api_key=k2&apiKey=k3&X-Amz-Signature=k4&key=k5')).toBe(
      `/v2/usage?auth_key=${REDACTED}&target_lang=DE&api_key=${REDACTED}&apiKey=${REDACTED}&X-Amz-Signature=${REDACTED}&key=${REDACTED}`,
    );
  });
});

describe('redactText', () => {
  it('masks credentials in URLs and secret query values inside messages', () => {
    expect(redactText('connect postgres://glossa:hunter2@db:5432/app failed')).toBe(
      `connect postgres://${REDACTED}@db:5432/app failed`,
    );
    expect(redactText('GET https://x.example/d?format=pdf&token=abc123 returned 500')).toBe(
      `GET https://x.example/d?format=pdf&token=${REDACTED} returned 500`,
    );
    expect(redactText('POST /v2/translate?auth_key=abc:fx&text=Hi failed')).toBe(
      `POST /v2/translate?auth_key=${REDACTED}&text=Hi failed`,
    );
    expect(redactText('nothing secret here')).toBe('nothing secret here');
  });
});
