import { BookOutlined, PlusOutlined } from '@ant-design/icons';
import type { TermBaseSummary } from '@glossa/contracts/term-base';
import { Button, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useTermBases } from '../hooks/use-term-bases.ts';
import { LanguagePairText } from './language-pair-text.tsx';
import { LoadError } from './load-error.tsx';

interface Props {
  query: ReturnType<typeof useTermBases>;
  selectedId: string | undefined;
  onSelect: (termBase: TermBaseSummary) => void;
  onCreate: () => void;
}

/** The owner's term bases as a list of buttons (Tab and Enter choose one), with "New term base". */
export function TermBaseList({ query, selectedId, onSelect, onCreate }: Props) {
  const { t } = useTranslation('termbase');

  const body = () => {
    if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
    if (query.isError) return <LoadError title={t('manager.loadError')} onRetry={() => void query.refetch()} />;
    return (
      <ul className="termbase-list" aria-label={t('manager.listLabel')}>
        {query.data.map((termBase) => (
          <li key={termBase.termBaseId}>
            <button
              type="button"
              className="termbase-list-item"
              aria-current={termBase.termBaseId === selectedId ? 'true' : undefined}
              onClick={() => onSelect(termBase)}
              data-testid="termbase-list-item"
            >
              <BookOutlined aria-hidden className="termbase-list-icon" />
              <span className="termbase-list-text">
                <bdi className="termbase-list-name">{termBase.name}</bdi>
                <span className="termbase-list-meta">
                  <LanguagePairText source={termBase.sourceLanguage} target={termBase.targetLanguage} />
                  {' · '}
                  {t('manager.terms', { count: termBase.entryCount })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Flex vertical gap={12} className="termbase-sidebar">
      <Button type="dashed" block icon={<PlusOutlined />} onClick={onCreate} data-testid="termbase-new">
        {t('manager.newTermBase')}
      </Button>
      {body()}
    </Flex>
  );
}
