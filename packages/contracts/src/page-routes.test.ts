import { describe, expect, it } from 'vitest';
import { matchPage, notFoundMessage } from './page-routes.ts';

describe('matchPage', () => {
  it('matches every page route under a language', () => {
    expect(matchPage('/enus')).toMatchObject({ kind: 'page', locale: 'enus', route: { id: 'home', layout: 'chat' } });
    expect(matchPage('/arsa/contract/userAgreement')).toMatchObject({ route: { id: 'userAgreement', forceLtr: true } });
    expect(matchPage('/zhcn/oauth/callback')).toMatchObject({ route: { id: 'oauthCallback', layout: 'default' } });
    expect(matchPage('/enus/plans')).toMatchObject({ route: { id: 'plans', layout: 'default' } });
    expect(matchPage('/arsa/plans/success')).toMatchObject({ route: { id: 'plansSuccess', layout: 'default' } });
    expect(matchPage('/enus/account/orders/GL20260310AB12/receipt')).toMatchObject({
      route: { id: 'orderReceipt' },
      params: { orderNo: 'GL20260310AB12' },
    });
    expect(matchPage('/enus/account/orders/gl-1/receipt')).toEqual({ kind: 'invalid', locale: 'enus' });
    expect(matchPage('/kokr/chat/0190f5c2-7b3e-7a8c-9d4e-1f2a3b4c5d6e')).toMatchObject({
      route: { id: 'chat' },
      params: { id: '0190f5c2-7b3e-7a8c-9d4e-1f2a3b4c5d6e' },
    });
    expect(matchPage('/arsa/chat/0190f5c2-7b3e-7a8c-9d4e-1f2a3b4c5d6e/editor')).toMatchObject({
      route: { id: 'editor', layout: 'editor' },
      params: { id: '0190f5c2-7b3e-7a8c-9d4e-1f2a3b4c5d6e' },
    });
    expect(matchPage('/arsa/help')).toMatchObject({ route: { id: 'help', layout: 'default' } });
    expect(matchPage('/zhcn/help/termBases')).toMatchObject({
      route: { id: 'helpArticle' },
      params: { article: 'termBases' },
    });
    expect(matchPage('/enus/about')).toMatchObject({ route: { id: 'about' } });
  });

  it('knows only the help center’s own articles', () => {
    expect(matchPage('/enus/help/nonsense')).toEqual({ kind: 'invalid', locale: 'enus' });
  });

  it('tells a failed validation from no match', () => {
    expect(matchPage('/xx')).toEqual({ kind: 'invalid', locale: undefined });
    expect(matchPage('/enus/chat/123')).toEqual({ kind: 'invalid', locale: 'enus' });
    expect(matchPage('/enus/chat/123/editor')).toEqual({ kind: 'invalid', locale: 'enus' });
    expect(matchPage('/enus/chat/0190F5C2-7B3E-7A8C-9D4E-1F2A3B4C5D6E')).toMatchObject({ kind: 'invalid' });
    expect(matchPage('/enus/nope')).toEqual({ kind: 'unmatched', locale: 'enus' });
    expect(matchPage('/enus/login/extra')).toEqual({ kind: 'unmatched', locale: 'enus' });
  });

  it('survives malformed percent-encoding', () => {
    expect(matchPage('/enus/%E0%A4%A')).toEqual({ kind: 'unmatched', locale: 'enus' });
  });

  it('words the two 404s as docs/product.md §2.3 does', () => {
    expect(notFoundMessage('invalid', '/xx')).toBe('Page Not Found: /xx');
    expect(notFoundMessage('unmatched', '/enus/nope')).toBe('Page not found: /enus/nope');
  });
});
