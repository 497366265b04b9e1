import { TERM_BASE_LIMITS, type TermEntryWire } from '@glossa/contracts/term-base';
import { type TermEntryFields, termNote, termSource, termTarget } from '@glossa/contracts/term-base-requests';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { schemaRule } from '../../../lib/schema-rule.ts';
import { useSaveEntry } from '../hooks/use-term-bases.ts';

/** Server refusals shown beside the field they are about (error codes 10305-10309). */
const FIELD_OF_CODE: Record<number, keyof TermEntryFields> = {
  10305: 'source',
  10306: 'target',
  10307: 'source',
  10308: 'note',
  10309: 'source',
};

export type EntryDialogState = { mode: 'add' } | { mode: 'edit'; entry: TermEntryWire };

const EMPTY: TermEntryFields = { source: '', target: '', doNotTranslate: false, caseSensitive: false, note: '' };

/** Adds or edits one entry: source, translation (unless kept as it is), rules and a note. */
export function TermEntryDialog({
  termBaseId,
  state,
  onClose,
}: {
  termBaseId: string;
  state: EntryDialogState | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('termbase');
  const { message } = useNotices();
  const [form] = Form.useForm<TermEntryFields>();
  const save = useSaveEntry();
  const doNotTranslate = Form.useWatch('doNotTranslate', form);
  const editing = state?.mode === 'edit';
  const max = TERM_BASE_LIMITS.termMaxLength;
  const noteMax = TERM_BASE_LIMITS.noteMaxLength;
  // The server's schemas for each field; the dialog words their refusals in its own texts.
  const termRule = (schema: typeof termSource, required: string) =>
    schemaRule(schema, (refusal) =>
      'error' in refusal && refusal.error === 'termTooLong' ? t('termBase.tooLong', { max, count: max }) : t(required),
    );

  // One form serves every opening: it starts from the entry being edited, or empty.
  useEffect(() => {
    if (!state) return;
    form.resetFields();
    form.setFieldsValue(state.mode === 'edit' ? state.entry : EMPTY);
  }, [state, form]);

  const submit = async (values: TermEntryFields) => {
    const fields = { ...EMPTY, ...values, target: values.doNotTranslate ? '' : (values.target ?? '') };
    try {
      await save.mutateAsync({ termBaseId, entryId: editing ? state.entry.entryId : undefined, fields });
      void message.success(t(editing ? 'entryForm.saved' : 'entryForm.added'));
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
      if (field) form.setFields([{ name: field, errors: [(error as Error).message] }]);
      else if (error instanceof ApiError && error.message) void message.error(error.message);
    }
  };

  return (
    <Modal
      open={state !== undefined}
      title={t(editing ? 'entryForm.editTitle' : 'entryForm.addTitle')}
      okText={t(editing ? 'entryForm.save' : 'entryForm.add')}
      cancelText={t('termBase.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false} initialValues={EMPTY}>
        <Form.Item
          name="source"
          label={t('entries.source')}
          rules={[
            { required: true, message: t('entryForm.sourceRequired') },
            termRule(termSource, 'entryForm.sourceRequired'),
          ]}
        >
          <Input
            maxLength={max}
            autoFocus
            onPressEnter={() => form.submit()}
            placeholder={t('entryForm.sourcePlaceholder')}
            data-testid="term-source"
          />
        </Form.Item>
        <Form.Item
          name="target"
          label={t('entries.target')}
          dependencies={['doNotTranslate']}
          rules={[
            { required: !doNotTranslate, whitespace: true, message: t('entryForm.targetRequired') },
            termRule(termTarget, 'entryForm.targetRequired'),
          ]}
        >
          <Input
            maxLength={max}
            disabled={doNotTranslate}
            onPressEnter={() => form.submit()}
            placeholder={t('entryForm.targetPlaceholder')}
            data-testid="term-target"
          />
        </Form.Item>
        <Form.Item name="doNotTranslate" valuePropName="checked" extra={t('entryForm.doNotTranslateHelp')}>
          <Checkbox data-testid="term-dnt">{t('entries.doNotTranslate')}</Checkbox>
        </Form.Item>
        <Form.Item name="caseSensitive" valuePropName="checked" extra={t('entryForm.caseSensitiveHelp')}>
          <Checkbox data-testid="term-case">{t('entries.caseSensitive')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="note"
          label={t('entryForm.noteLabel')}
          rules={[schemaRule(termNote, () => t('termBase.tooLong', { max: noteMax, count: noteMax }))]}
        >
          <Input.TextArea
            maxLength={noteMax}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('entryForm.notePlaceholder')}
            data-testid="term-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
