import { foldQuery, type LanguageOption } from '@glossa/contracts/languages';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useLanguageList } from '../hooks/use-language-names.ts';

interface Option {
  value: string;
  label: string;
  search: string;
}

const toOption = (language: LanguageOption): Option => ({
  value: language.code,
  label: language.name === language.nativeName ? language.name : `${language.name} · ${language.nativeName}`,
  search: language.search,
});

/** One language of the catalogue, searchable by any of its names (a form control). */
export function LanguageSelect({
  value,
  onChange,
  id,
  testId,
}: {
  value?: string;
  onChange?: (code: string) => void;
  id?: string;
  testId?: string;
}) {
  const languages = useLanguageList();
  const options = useMemo(() => languages.data?.languages.map(toOption) ?? [], [languages.data]);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      loading={languages.isPending}
      showSearch={{
        filterOption: (input, option) => {
          const query = foldQuery(input);
          return !query || Boolean(option?.search.includes(query) || option?.label.toLowerCase().includes(query));
        },
      }}
      listHeight={280}
      data-testid={testId}
    />
  );
}
