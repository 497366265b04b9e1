import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SetupCode } from '../../site/index.ts';

/** Left-to-right isolates: an address or a header stays whole inside Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

const DEEPL_HEADER = 'Authorization: DeepL-Auth-Key <key>';

/** Where the reference of the native API is served (the OpenAPI document's page). */
export const API_DOCS_PATH = '/api/docs';

/** DeepL's clients: this site's address as their server URL, the key in DeepL's header. */
export function deeplExample(origin: string): string {
  return [
    `curl -X POST ${origin}/v2/translate \\`,
    '  -H "Authorization: DeepL-Auth-Key $GLOSSA_API_KEY" \\',
    '  -d "text=Hello, world" -d "target_lang=DE"',
  ].join('\n');
}

/** LibreTranslate's clients: this site's address, the key as `api_key`. */
export function libreExample(origin: string): string {
  return [
    `curl -X POST ${origin}/translate \\`,
    '  -H "Content-Type: application/json" \\',
    '  -d \'{"q": "Hello, world", "source": "auto", "target": "de", "api_key": "\'"$GLOSSA_API_KEY"\'"}\'',
  ].join('\n');
}

/** How programs use a key: the API reference, and the two APIs existing tools already speak. */
export function ApiKeyHowTo() {
  const { t } = useTranslation('apikeys');
  const origin = window.location.origin;
  return (
    <section className="api-key-how-to" aria-labelledby="api-key-how-to-title">
      <Typography.Title level={2} id="api-key-how-to-title" className="api-key-how-to-title">
        {t('howTo.title')}
      </Typography.Title>
      <Flex vertical gap={12}>
        <Typography.Paragraph className="api-key-how-to-text">
          {t('howTo.intro')}{' '}
          <Typography.Link href={API_DOCS_PATH} target="_blank" data-testid="api-docs-link">
            {t('howTo.docs')}
          </Typography.Link>
        </Typography.Paragraph>
        <Typography.Text strong>{t('howTo.deeplTitle')}</Typography.Text>
        <Typography.Text type="secondary">
          {t('howTo.deepl', { origin: ltr(origin), header: ltr(DEEPL_HEADER) })}
        </Typography.Text>
        <SetupCode code={deeplExample(origin)} testId="api-key-deepl-example" />
        <Typography.Text strong>{t('howTo.libreTitle')}</Typography.Text>
        <Typography.Text type="secondary">
          {t('howTo.libre', { origin: ltr(origin), field: ltr('api_key') })}
        </Typography.Text>
        <SetupCode code={libreExample(origin)} testId="api-key-libre-example" />
      </Flex>
    </section>
  );
}
