import { TERM_BASE_LIMITS, type TermBaseSummary } from '@glossa/contracts/term-base';
import { termBaseName } from '@glossa/contracts/term-base-requests';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { useNotices } from '../../../lib/notices.tsx';
import { schemaRule } from '../../../lib/schema-rule.ts';
import { useCreateTermBase, useRenameTermBase } from '../hooks/use-term-bases.ts';
import { LanguageSelect } from './language-select.tsx';

interface Values {
  name: string;
  sourceLanguage: string;
  targetLanguage: string;
}

/** Server refusals shown beside the field they are about (error codes 10300-10303). */
const FIELD_OF_CODE: Record<number, keyof Values> = {
  10300: 'name',
  10301: 'name',
  10302: 'name',
  10303: 'targetLanguage',
};

export type TermBaseDialogState =
  | { mode: 'create'; pair?: { source: string; target: string } }
  | { mode: 'rename'; termBase: TermBaseSummary };

/** Creates a term base for a language pair, or renames one. */
export function TermBaseDialog({
  state,
  onClose,
  onSaved,
}: {
  state: TermBaseDialogState | undefined;
  onClose: () => void;
  onSaved: (termBase: TermBaseSummary) => void;
}) {
  const { t } = useTranslation('termbase');
  const { message } = useNotices();
  const [form] = Form.useForm<Values>();
  const create = useCreateTermBase();
  const rename = useRenameTermBase();
  const creating = state?.mode === 'create';

  // One form serves every opening: it starts from the term base being renamed, or the launcher's pair.
  useEffect(() => {
    if (!state) return;
    form.resetFields();
    form.setFieldsValue(
      state.mode === 'rename'
        ? { name: state.termBase.name }
        : { name: '', sourceLanguage: state.pair?.source, targetLanguage: state.pair?.target },
    );
  }, [state, form]);

  const submit = async (values: Values) => {
    if (!state) return;
    try {
      const saved =
        state.mode === 'create'
          ? await create.mutateAsync({ ...values, name: values.name.trim() })
          : await rename.mutateAsync({ termBaseId: state.termBase.termBaseId, name: values.name.trim() });
      void message.success(t(creating ? 'termBase.created' : 'termBase.renamed'));
      onSaved(saved);
    } catch (error) {
      const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
      if (field) form.setFields([{ name: field, errors: [(error as Error).message] }]);
      else if (error instanceof ApiError && error.message) void message.error(error.message);
    }
  };

  const differentLanguages = ({ getFieldValue }: { getFieldValue: (name: keyof Values) => unknown }) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      if (value && value === getFieldValue('sourceLanguage')) throw new Error(t('termBase.sameLanguage'));
    },
  });

  return (
    <Modal
      open={state !== undefined}
      title={t(creating ? 'termBase.createTitle' : 'termBase.renameTitle')}
      okText={t(creating ? 'termBase.create' : 'termBase.save')}
      cancelText={t('termBase.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || rename.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="name"
          label={t('termBase.nameLabel')}
          rules={[
            { required: true, message: t('termBase.nameRequired') },
            schemaRule(termBaseName, (refusal) =>
              'error' in refusal && refusal.error === 'termBaseNameTooLong'
                ? t('termBase.tooLong', { max: TERM_BASE_LIMITS.nameMaxLength, count: TERM_BASE_LIMITS.nameMaxLength })
                : t('termBase.nameRequired'),
            ),
          ]}
        >
          <Input
            maxLength={TERM_BASE_LIMITS.nameMaxLength}
            showCount
            autoFocus
            onPressEnter={() => form.submit()}
            placeholder={t('termBase.namePlaceholder')}
            data-testid="termbase-name"
          />
        </Form.Item>
        {creating && (
          <>
            <Form.Item
              name="sourceLanguage"
              label={t('termBase.sourceLanguage')}
              rules={[{ required: true, message: t('termBase.languageRequired') }]}
            >
              <LanguageSelect testId="termbase-source-language" />
            </Form.Item>
            <Form.Item
              name="targetLanguage"
              label={t('termBase.targetLanguage')}
              dependencies={['sourceLanguage']}
              rules={[{ required: true, message: t('termBase.languageRequired') }, differentLanguages]}
            >
              <LanguageSelect testId="termbase-target-language" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
