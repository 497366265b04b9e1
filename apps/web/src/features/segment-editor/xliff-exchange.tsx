import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.ts';
import { useNotices } from '../../lib/notices.tsx';
import { downloadXliff, importXliff } from '../workspace/index.ts';

/**
 * The bilingual file for a CAT tool (docs/decisions/0053-xliff-exchange.md): the version shown as
 * XLIFF 2.1 or 1.2, and the file brought back, which becomes a new version the editor then shows.
 */
export function XliffExchange({
  conversationId,
  versionId,
  onImported,
}: {
  conversationId: string;
  versionId: string;
  onImported: (versionId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { message, modal } = useNotices();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const bringBack = async (file: File) => {
    setBusy(true);
    try {
      const imported = await importXliff(conversationId, versionId, file);
      const skipped = imported.skipped.length;
      const text = t('editor.xliff.imported', { changed: imported.changed, unchanged: imported.unchanged });
      if (skipped === 0) void message.success(text);
      else {
        modal.warning({
          title: text,
          content: (
            <div data-testid="xliff-skipped">
              <p>{t('editor.xliff.skipped', { count: skipped })}</p>
              <ul>
                {imported.skipped.slice(0, 20).map((unit) => (
                  <li key={unit.segmentId}>
                    {unit.segmentId}: {t(`editor.xliff.reasons.${unit.reason}`)}
                  </li>
                ))}
              </ul>
            </div>
          ),
        });
      }
      if (imported.changed > 0) onImported(imported.versionId);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : t('editor.xliff.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: '2.1', label: t('editor.xliff.export', { version: '2.1' }) },
            { key: '1.2', label: t('editor.xliff.export', { version: '1.2' }) },
            { type: 'divider' },
            { key: 'import', label: t('editor.xliff.import') },
          ],
          onClick: ({ key }) => {
            if (key === 'import') picker.current?.click();
            else
              void downloadXliff(conversationId, versionId, key as '2.1' | '1.2', 'translation.xlf').catch(
                () => undefined,
              );
          },
        }}
      >
        <Button icon={<SwapOutlined />} loading={busy} data-testid="xliff-menu">
          {t('editor.xliff.title')} <DownOutlined />
        </Button>
      </Dropdown>
      <input
        ref={picker}
        type="file"
        accept=".xlf,.xliff,.xml,application/xliff+xml"
        hidden
        data-testid="xliff-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void bringBack(file);
        }}
      />
    </>
  );
}
