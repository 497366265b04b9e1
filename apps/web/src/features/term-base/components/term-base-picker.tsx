import { BookOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred/deferred-select.tsx';
import { useTermBases } from '../hooks/use-term-bases.ts';
import { LazyTermBaseManager } from './lazy-term-base-manager.tsx';

export interface TermBasePickerProps {
  /** The launcher's pair; a source of 'auto' lists the term bases of any source language. */
  sourceLanguage: string;
  targetLanguage: string;
  value: string | undefined;
  onChange: (termBaseId: string | undefined) => void;
}

/** Chooses one of the owner's term bases for the language pair, with a way into the manager. */
export function TermBasePicker({ sourceLanguage, targetLanguage, value, onChange }: TermBasePickerProps) {
  const { t } = useTranslation('termbase');
  const [managing, setManaging] = useState(false);
  const termBases = useTermBases({ source: sourceLanguage, target: targetLanguage });
  const options = (termBases.data ?? []).map((termBase) => ({ value: termBase.termBaseId, label: termBase.name }));

  // A choice that no longer fits the pair (or was deleted) is dropped.
  useEffect(() => {
    if (value && termBases.data && !termBases.data.some((termBase) => termBase.termBaseId === value)) {
      onChange(undefined);
    }
  }, [value, termBases.data, onChange]);

  return (
    <Flex gap={4} align="center" className="termbase-picker">
      <DeferredSelect
        allowClear
        value={value}
        onChange={(next?: string) => onChange(next)}
        options={options}
        loading={termBases.isPending}
        placeholder={t('picker.placeholder')}
        aria-label={t('picker.label')}
        notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.emptyForPair')} />}
        popupMatchSelectWidth={false}
        style={{ minInlineSize: 160 }}
        variant="filled"
        data-testid="termbase-picker"
      />
      <Tooltip title={t('picker.manage')}>
        <Button
          type="text"
          icon={<BookOutlined />}
          aria-label={t('picker.manage')}
          onClick={() => setManaging(true)}
          data-testid="termbase-manage"
        />
      </Tooltip>
      <LazyTermBaseManager
        open={managing}
        onClose={() => setManaging(false)}
        pair={{ source: sourceLanguage, target: targetLanguage }}
        initialTermBaseId={value}
      />
    </Flex>
  );
}
