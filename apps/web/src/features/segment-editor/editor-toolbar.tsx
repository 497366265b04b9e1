import { SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEGMENT_FILTERS, type SegmentFilter, type SegmentSearch } from './segment-filter.ts';

/** The filter, the search (words or a regular expression, in the source or the translation) and the replace. */
export function EditorToolbar({
  filter,
  onFilter,
  counts,
  search,
  onSearch,
  searchError,
  replacement,
  onReplacement,
  onReplaceAll,
  shown,
  busy,
  children,
}: {
  filter: SegmentFilter;
  onFilter: (filter: SegmentFilter) => void;
  counts: Record<SegmentFilter, number>;
  search: SegmentSearch;
  onSearch: (search: SegmentSearch) => void;
  searchError: string | undefined;
  replacement: string;
  onReplacement: (text: string) => void;
  onReplaceAll: () => void;
  shown: number;
  busy: boolean;
  /** More settings of the checks, at the toolbar's end (the line length). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('chat');
  return (
    <Flex wrap gap={8} align="center" className="editor-toolbar" data-testid="editor-toolbar">
      <Select<SegmentFilter>
        value={filter}
        onChange={onFilter}
        aria-label={t('editor.filter')}
        popupMatchSelectWidth={false}
        data-testid="editor-filter"
        options={SEGMENT_FILTERS.map((value) => ({
          value,
          label: `${t(`editor.filters.${value}`)} (${counts[value]})`,
        }))}
      />
      <Input
        allowClear
        prefix={<SearchOutlined />}
        value={search.text}
        onChange={(event) => onSearch({ ...search, text: event.target.value })}
        placeholder={t('editor.search')}
        aria-label={t('editor.search')}
        status={searchError ? 'error' : undefined}
        className="editor-search"
        data-testid="editor-search"
      />
      <Select<SegmentSearch['where']>
        value={search.where}
        onChange={(where) => onSearch({ ...search, where })}
        aria-label={t('editor.searchIn')}
        data-testid="editor-search-in"
        options={[
          { value: 'source', label: t('editor.inSource') },
          { value: 'target', label: t('editor.inTarget') },
        ]}
      />
      <Checkbox checked={search.regex} onChange={(event) => onSearch({ ...search, regex: event.target.checked })}>
        {t('editor.regex')}
      </Checkbox>
      <Checkbox
        checked={search.matchCase}
        onChange={(event) => onSearch({ ...search, matchCase: event.target.checked })}
      >
        {t('editor.matchCase')}
      </Checkbox>
      {search.where === 'target' && search.text !== '' && (
        <Flex gap={4} align="center">
          <Input
            value={replacement}
            onChange={(event) => onReplacement(event.target.value)}
            placeholder={t('editor.replaceWith')}
            aria-label={t('editor.replaceWith')}
            className="editor-replace"
            data-testid="editor-replace"
          />
          <Tooltip title={t('editor.replaceAllHint')}>
            <Button
              onClick={onReplaceAll}
              disabled={Boolean(searchError) || shown === 0}
              loading={busy}
              data-testid="editor-replace-all"
            >
              {t('editor.replaceAll', { count: shown })}
            </Button>
          </Tooltip>
        </Flex>
      )}
      {searchError && (
        <span className="editor-search-error" role="alert">
          {t('editor.badPattern', { reason: searchError })}
        </span>
      )}
      {children}
    </Flex>
  );
}
