import { LOCALES } from '@glossa/contracts/locales';
import { MESSAGE_AUDIENCES, MESSAGE_POSITIONS, MESSAGE_TYPES } from '@glossa/contracts/site-notices';
import type { ConsoleMessage } from '@glossa/contracts/site-notices-answers';
import { Button, Drawer, Flex, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleApi } from '../api/console-api.ts';
import { useConsoleSave } from '../hooks/use-console-save.ts';
import { fromSchedule, type Schedule, ScheduleField, toSchedule } from './schedule-field.tsx';

interface MessageFields extends Pick<ConsoleMessage, 'type' | 'title' | 'content' | 'position' | 'audience'>, Schedule {
  locale: string;
  sortOrder: number;
  active: boolean;
}

const ALL = 'all';

/** Creates or edits a system message in a drawer. */
export function MessageForm({
  open,
  message,
  onClose,
}: {
  open: boolean;
  message: ConsoleMessage | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<MessageFields>();
  const save = useConsoleSave(consoleApi.saveMessage);
  const type = Form.useWatch('type', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      message
        ? { ...message, locale: message.locale ?? ALL, ...toSchedule(message.startsAt, message.endsAt) }
        : { type: '1', position: 'topRight', audience: 'everyone', locale: ALL, startsAt: dayjs(), endsAt: null },
    );
  }, [open, message, form]);

  const submit = async (fields: MessageFields) => {
    const { startsAt, endsAt, locale, ...rest } = fields;
    await save.mutateAsync({
      ...rest,
      id: message?.messageNumber,
      locale: locale === ALL ? null : (locale as never),
      ...fromSchedule({ startsAt, endsAt }),
    });
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      title={message ? t('messages.edit') : t('messages.new')}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="message-save">
            {t('actions.save')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ sortOrder: 0, active: true }}>
        <Form.Item name="type" label={t('messages.type')}>
          <Radio.Group
            optionType="button"
            options={MESSAGE_TYPES.map((value) => ({ value, label: t(`messages.types.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('messages.title')} rules={[{ required: true, max: 200, whitespace: true }]}>
          <Input maxLength={200} data-testid="message-title" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('messages.content')}
          extra={t('messages.contentHelp')}
          rules={[{ required: true, max: 20_000, whitespace: true }]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} data-testid="message-content" />
        </Form.Item>
        {type === '1' && (
          <Form.Item name="position" label={t('messages.position')}>
            <Select options={MESSAGE_POSITIONS.map((value) => ({ value, label: t(`messages.positions.${value}`) }))} />
          </Form.Item>
        )}
        <Form.Item name="audience" label={t('messages.audience')}>
          <Select options={MESSAGE_AUDIENCES.map((value) => ({ value, label: t(`messages.audiences.${value}`) }))} />
        </Form.Item>
        <Form.Item name="locale" label={t('fields.locale')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: ALL, label: t('fields.allLocales') },
              ...LOCALES.map((entry) => ({ value: entry.code, label: entry.name })),
            ]}
          />
        </Form.Item>
        <ScheduleField />
        <Flex gap={24}>
          <Form.Item name="sortOrder" label={t('fields.sortOrder')}>
            <InputNumber min={-1000} max={1000} />
          </Form.Item>
          <Form.Item name="active" label={t('fields.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
      </Form>
    </Drawer>
  );
}
