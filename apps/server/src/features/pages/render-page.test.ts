import { describe, expect, it } from 'vitest';
import { renderPage, statusBlock } from './render-page.ts';

const template =
  '<html lang="__HTML_LANG__" dir="__HTML_DIR__" class="__HTML_CLASS__"><title>__TITLE__</title><meta content="__DESCRIPTION__"><meta content="__KEYWORDS__"><script nonce="__NONCE__"></script><div id="root"><!--app-root--></div></html>';

describe('renderPage', () => {
  it('fills every token and escapes text', () => {
    const html = renderPage(template, {
      lang: 'ar',
      dir: 'rtl',
      dark: true,
      title: 'A <b>"title"</b>',
      description: "it's",
      keywords: 'a & b',
      nonce: 'abc123',
      rootHtml: statusBlock(404, 'Not found', '<script>alert(1)</script>'),
    });
    expect(html).toContain('<html lang="ar" dir="rtl" class="dark">');
    expect(html).toContain('<title>A &lt;b&gt;&quot;title&quot;&lt;/b&gt;</title>');
    expect(html).toContain('content="it&#39;s"');
    expect(html).toContain('content="a &amp; b"');
    expect(html).toContain('nonce="abc123"');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('__');
  });

  it('does not interpret $ patterns in values', () => {
    const html = renderPage(template, {
      lang: 'en',
      dir: 'ltr',
      dark: false,
      title: "$& $' $`",
      description: '',
      keywords: '',
      nonce: 'n',
      rootHtml: '$&',
    });
    expect(html).toContain('<title>$&amp; $&#39; $`</title>');
    expect(html).toContain('<div id="root">$&</div>');
  });
});
