import { HistoryOutlined } from '@ant-design/icons';
import { INPUT_LIMITS } from '@glossa/contracts/limits';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSearchHistory, readSearchHistory, rememberSearch } from '../../../lib/search-history.ts';

const CLEAR = '\u0000clear';

/** The history search box; recent keywords (kept on this device) are offered as you focus it. */
export function HistorySearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('chat');
  const [value, setValue] = useState('');
  const [recent, setRecent] = useState(readSearchHistory);

  const search = (keyword: string) => {
    const trimmed = keyword.trim();
    if (trimmed) setRecent(rememberSearch(trimmed));
    onSearch(trimmed);
  };

  const options =
    recent.length === 0
      ? []
      : [
          {
            label: t('history.recentSearches'),
            options: recent.map((keyword) => ({
              value: keyword,
              label: (
                <span>
                  <HistoryOutlined style={{ marginInlineEnd: 8, opacity: 0.6 }} />
                  {keyword}
                </span>
              ),
            })),
          },
          { value: CLEAR, label: t('history.clearSearches') },
        ];

  return (
    <AutoComplete
      value={value}
      options={value ? [] : options}
      onSelect={(picked: string) => {
        if (picked === CLEAR) {
          clearSearchHistory();
          setRecent([]);
          setValue('');
          return;
        }
        setValue(picked);
        search(picked);
      }}
      onChange={(next: string) => {
        setValue(next);
        if (!next) onSearch('');
      }}
      style={{ inlineSize: '100%' }}
    >
      <Input.Search
        placeholder={t('history.search')}
        aria-label={t('history.search')}
        allowClear
        maxLength={INPUT_LIMITS.searchKeywordMaxLength}
        onSearch={search}
        data-testid="history-search"
      />
    </AutoComplete>
  );
}
