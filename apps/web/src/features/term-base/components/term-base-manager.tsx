import { PlusOutlined } from '@ant-design/icons';
import type { TermBaseSummary } from '@glossa/contracts/term-base';
import { Button, Empty, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTermBases } from '../hooks/use-term-bases.ts';
import { TermBaseDetail } from './term-base-detail.tsx';
import { TermBaseDialog, type TermBaseDialogState } from './term-base-dialog.tsx';
import { TermBaseList } from './term-base-list.tsx';
import './termbase.css';

/** The first visit: what a term base is for and how to start one. */
function NoTermBases({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('termbase');
  return (
    <Empty
      className="termbase-empty"
      description={
        <>
          <Typography.Title level={5}>{t('manager.emptyTitle')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('manager.emptyHint')}</Typography.Paragraph>
        </>
      }
    >
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="termbase-new">
        {t('manager.newTermBase')}
      </Button>
    </Empty>
  );
}

export interface TermBaseManagerProps {
  open: boolean;
  onClose: () => void;
  /** The language pair a new term base starts with (the launcher's, when opened from there). */
  pair?: { source: string; target: string };
  /** The term base to show first. */
  initialTermBaseId?: string;
}

/** The term base manager: the owner's term bases beside the entries of the chosen one. */
export function TermBaseManager({ open, onClose, pair, initialTermBaseId }: TermBaseManagerProps) {
  const { t } = useTranslation('termbase');
  const termBases = useTermBases();
  const [selectedId, setSelectedId] = useState(initialTermBaseId);
  const [dialog, setDialog] = useState<TermBaseDialogState>();
  const list = termBases.data ?? [];
  const selected = list.find((termBase) => termBase.termBaseId === selectedId) ?? list[0];

  useEffect(() => {
    if (open && initialTermBaseId) setSelectedId(initialTermBaseId);
  }, [open, initialTermBaseId]);

  const body = useRef<HTMLDivElement>(null);
  const createPair = pair && pair.source !== 'auto' ? pair : undefined;
  // The deleted term base's buttons are gone: keep the keyboard inside the manager (Escape, Tab).
  const afterDelete = () => {
    setSelectedId(undefined);
    requestAnimationFrame(() =>
      body.current?.querySelector<HTMLButtonElement>('[data-testid="termbase-new"]')?.focus(),
    );
  };
  const saved = (termBase: TermBaseSummary) => {
    setSelectedId(termBase.termBaseId);
    setDialog(undefined);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', md: 960 }}
      title={t('manager.title')}
      className="termbase-manager"
      destroyOnHidden
      data-testid="termbase-manager"
    >
      <div ref={body}>
        <Typography.Paragraph type="secondary">{t('manager.intro')}</Typography.Paragraph>
        {termBases.data?.length === 0 ? (
          <NoTermBases onCreate={() => setDialog({ mode: 'create', pair: createPair })} />
        ) : (
          <div className="termbase-layout">
            <TermBaseList
              query={termBases}
              selectedId={selected?.termBaseId}
              onSelect={(termBase) => setSelectedId(termBase.termBaseId)}
              onCreate={() => setDialog({ mode: 'create', pair: createPair })}
            />
            {selected && (
              <TermBaseDetail
                key={selected.termBaseId}
                termBase={selected}
                onRename={() => setDialog({ mode: 'rename', termBase: selected })}
                onDeleted={afterDelete}
              />
            )}
          </div>
        )}
      </div>
      <TermBaseDialog state={dialog} onClose={() => setDialog(undefined)} onSaved={saved} />
    </Modal>
  );
}
