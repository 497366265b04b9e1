import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { localeEntry } from '@glossa/contracts/locales';
import type { TermBaseSummary, TermEntryWire } from '@glossa/contracts/term-base';
import { Button, Flex, Input, type InputRef, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date-format.ts';
import { ApiError } from '../../../lib/http.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { exportTermBase } from '../api/term-base-api.ts';
import { useDeleteTermBase } from '../hooks/use-term-bases.ts';
import { ImportTermsButton } from './import-terms-button.tsx';
import { LanguagePairText } from './language-pair-text.tsx';
import { TermEntriesTable } from './term-entries-table.tsx';
import { type EntryDialogState, TermEntryDialog } from './term-entry-dialog.tsx';

const SEARCH_DELAY_MS = 300;

/** The keyword as typed, the one to search with once typing pauses, and the page (a new keyword starts at 1). */
function useSearch() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword((previous) => {
        const next = typed.trim();
        if (next !== previous) setPageNum(1);
        return next;
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, keyword, pageNum, setPageNum };
}

function useDeleteAction(termBase: TermBaseSummary, onDeleted: () => void) {
  const { t } = useTranslation('termbase');
  const { message, modal } = useNotices();
  const remove = useDeleteTermBase();
  return () => {
    let deleted = false;
    modal.confirm({
      title: t('termBase.deleteTitle', { name: termBase.name }),
      content: t('termBase.deleteContent'),
      okText: t('termBase.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('termBase.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(termBase.termBaseId);
          deleted = true;
          void message.success(t('termBase.deleted'));
        } catch (error) {
          if (error instanceof ApiError && error.message) void message.error(error.message);
        }
      },
      // Once the confirmation has gone (and given focus back), the manager moves focus on.
      afterClose: () => {
        if (deleted) onDeleted();
      },
    });
  };
}

/** One term base: its pair and size, its actions, and its searchable entries. */
export function TermBaseDetail({
  termBase,
  onRename,
  onDeleted,
}: {
  termBase: TermBaseSummary;
  onRename: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('termbase');
  const { locale } = useUiLocale();
  const { message } = useNotices();
  const search = useSearch();
  const searchInput = useRef<InputRef>(null);
  const [entryDialog, setEntryDialog] = useState<EntryDialogState>();
  const confirmDelete = useDeleteAction(termBase, onDeleted);
  const updated = formatDate(termBase.updatedAt, localeEntry(locale).iso);

  const download = async () => {
    try {
      void message.success(t('transfer.exported', { name: await exportTermBase(termBase) }));
    } catch (error) {
      if (error instanceof ApiError && error.message) void message.error(error.message);
    }
  };

  return (
    <Flex vertical gap={16} className="termbase-detail">
      <Flex justify="space-between" align="start" gap={12} wrap>
        <div className="termbase-detail-heading">
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis={{ tooltip: termBase.name }} dir="auto">
            {termBase.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            <LanguagePairText source={termBase.sourceLanguage} target={termBase.targetLanguage} />
            {' · '}
            {t('manager.terms', { count: termBase.entryCount })}
            {' · '}
            {t('manager.updated', { date: updated })}
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Button icon={<EditOutlined />} onClick={onRename} data-testid="termbase-rename">
            {t('termBase.rename')}
          </Button>
          <Button icon={<DeleteOutlined />} onClick={confirmDelete} data-testid="termbase-delete">
            {t('termBase.delete')}
          </Button>
        </Flex>
      </Flex>
      <Flex gap={8} wrap align="center">
        <Input
          ref={searchInput}
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('entries.searchPlaceholder')}
          aria-label={t('entries.search')}
          value={search.typed}
          onChange={(event) => search.setTyped(event.target.value)}
          className="termbase-search"
          data-testid="termbase-search"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEntryDialog({ mode: 'add' })}
          data-testid="termbase-add"
        >
          {t('entries.add')}
        </Button>
        <ImportTermsButton termBaseId={termBase.termBaseId} />
        <Button icon={<DownloadOutlined />} onClick={() => void download()} data-testid="termbase-export">
          {t('transfer.export')}
        </Button>
      </Flex>
      <TermEntriesTable
        termBaseId={termBase.termBaseId}
        keyword={search.keyword}
        pageNum={search.pageNum}
        onPage={search.setPageNum}
        onEdit={(entry: TermEntryWire) => setEntryDialog({ mode: 'edit', entry })}
        onDeleted={() => searchInput.current?.focus()}
      />
      <TermEntryDialog termBaseId={termBase.termBaseId} state={entryDialog} onClose={() => setEntryDialog(undefined)} />
    </Flex>
  );
}
