import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import { useCreateTermBase, useSaveEntry, useTermBases } from '../hooks/use-term-bases.ts';

interface TermPair {
  source: string;
  target: string;
  termBaseId?: string;
}

/**
 * A source term and its translation, taken from a sentence of a translation, added in one step to
 * a term base of the pair (a new one named after the pair when the owner has none), so the next
 * translation with that term base uses it.
 */
export function AddTermDialog({
  open,
  source,
  target,
  sourceLanguage,
  targetLanguage,
  onClose,
}: {
  open: boolean;
  /** What the dialog starts with: the words selected in the sentence, else the whole of it. */
  source: string;
  target: string;
  sourceLanguage: string;
  targetLanguage: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('termbase');
  const { message } = useNotices();
  const [form] = Form.useForm<TermPair>();
  const termBases = useTermBases({ source: sourceLanguage, target: targetLanguage });
  const create = useCreateTermBase();
  const save = useSaveEntry();
  const [failure, setFailure] = useState<string | undefined>();
  const list = termBases.data ?? [];

  useEffect(() => {
    if (!open) return;
    setFailure(undefined);
    form.setFieldsValue({ source: source.trim(), target: target.trim() });
  }, [open, source, target, form]);

  useEffect(() => {
    if (open && !form.getFieldValue('termBaseId') && list[0]) form.setFieldValue('termBaseId', list[0].termBaseId);
  }, [open, list, form]);

  const submit = async (values: TermPair) => {
    setFailure(undefined);
    try {
      const termBase =
        list.find((base) => base.termBaseId === values.termBaseId) ??
        (await create.mutateAsync({ name: t('fromSentence.newName'), sourceLanguage, targetLanguage }));
      await save.mutateAsync({
        termBaseId: termBase.termBaseId,
        fields: { source: values.source, target: values.target, doNotTranslate: false, caseSensitive: false, note: '' },
      });
      void message.success(t('fromSentence.added', { name: termBase.name }));
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('manager.loadError'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('fromSentence.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('entries.add')}
      cancelText={t('termBase.cancel')}
      okButtonProps={{ loading: create.isPending || save.isPending, id: 'add-term-confirm' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} data-testid="add-term-form">
        <Form.Item name="source" label={t('entries.source')} rules={[{ required: true, whitespace: true }]}>
          <Input dir="auto" lang={sourceLanguage === 'auto' ? undefined : sourceLanguage} />
        </Form.Item>
        <Form.Item name="target" label={t('entries.target')} rules={[{ required: true, whitespace: true }]}>
          <Input dir="auto" lang={targetLanguage} />
        </Form.Item>
        {list.length > 0 ? (
          <Form.Item name="termBaseId" label={t('fromSentence.termBase')}>
            <Select
              options={list.map((base) => ({ value: base.termBaseId, label: base.name }))}
              data-testid="add-term-base"
            />
          </Form.Item>
        ) : (
          <Typography.Paragraph type="secondary">{t('fromSentence.newHint')}</Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">{t('fromSentence.hint')}</Typography.Paragraph>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  );
}
