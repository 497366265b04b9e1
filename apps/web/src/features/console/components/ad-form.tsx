import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { LOCALES } from '@glossa/contracts/locales';
import { AD_SLOTS, type AdSlot } from '@glossa/contracts/site-notices';
import type { AdContent, ConsoleAdSpace } from '@glossa/contracts/site-notices-answers';
import { Button, Card, Drawer, Flex, Form, Input, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleApi } from '../api/console-api.ts';
import { useConsoleSave } from '../hooks/use-console-save.ts';
import { fromSchedule, type Schedule, ScheduleField, toSchedule } from './schedule-field.tsx';

interface AdFields extends Schedule {
  slot: AdSlot;
  name: string;
  active: boolean;
  contents: { locale: string; text: string; imageUrl?: string; linkUrl?: string }[];
}

/** The same rule as the server's: an https:// address or a path on this site. */
const SITE_URL = /^(https:\/\/\S+|\/(?!\/)\S*)$/i;

function contentFields(content: AdContent) {
  return { ...content, imageUrl: content.imageUrl ?? undefined, linkUrl: content.linkUrl ?? undefined };
}

/** Creates or edits an ad space: its position, schedule and content per language. */
export function AdForm({ open, ad, onClose }: { open: boolean; ad: ConsoleAdSpace | undefined; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<AdFields>();
  const save = useConsoleSave(consoleApi.saveAd);
  const urlRule = { pattern: SITE_URL, message: t('ads.urlHelp') };

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      ad
        ? { ...ad, ...toSchedule(ad.startsAt, ad.endsAt), contents: ad.contents.map(contentFields) }
        : {
            slot: 'launcherFoot',
            startsAt: dayjs(),
            endsAt: null,
            active: true,
            contents: [{ locale: '*', text: '' }],
          },
    );
  }, [open, ad, form]);

  const submit = async ({ startsAt, endsAt, contents, ...rest }: AdFields) => {
    await save.mutateAsync({
      ...rest,
      id: ad?.id,
      ...fromSchedule({ startsAt, endsAt }),
      contents: contents.map((c) => ({
        locale: c.locale as AdContent['locale'] as never,
        text: c.text,
        imageUrl: c.imageUrl?.trim() || null,
        linkUrl: c.linkUrl?.trim() || null,
      })),
    });
    onClose();
  };

  const locales = [
    { value: '*', label: t('ads.anyLocale') },
    ...LOCALES.map((e) => ({ value: e.code, label: e.name })),
  ];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={600}
      title={ad ? t('ads.edit') : t('ads.new')}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="ad-save">
            {t('actions.save')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="name" label={t('ads.name')} rules={[{ required: true, max: 100, whitespace: true }]}>
          <Input maxLength={100} data-testid="ad-name" />
        </Form.Item>
        <Form.Item name="slot" label={t('ads.slot')}>
          <Select options={AD_SLOTS.map((value) => ({ value, label: t(`ads.slots.${value}`) }))} />
        </Form.Item>
        <ScheduleField />
        <Form.Item name="active" label={t('fields.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.List name="contents">
          {(fields, { add, remove }) => (
            <Flex vertical gap={12}>
              {fields.map((field) => (
                <Card
                  key={field.key}
                  size="small"
                  extra={
                    fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('actions.delete')}
                        onClick={() => remove(field.name)}
                      />
                    )
                  }
                  title={t('ads.content')}
                >
                  <Form.Item name={[field.name, 'locale']} label={t('fields.locale')} rules={[{ required: true }]}>
                    <Select options={locales} showSearch={{ optionFilterProp: 'label' }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'text']}
                    label={t('ads.text')}
                    rules={[{ required: true, max: 300, whitespace: true }]}
                  >
                    <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={300} data-testid="ad-text" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'imageUrl']} label={t('ads.imageUrl')} rules={[urlRule]}>
                    <Input placeholder="https://" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'linkUrl']} label={t('ads.linkUrl')} rules={[urlRule]}>
                    <Input placeholder="https://" data-testid="ad-link" />
                  </Form.Item>
                </Card>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ locale: undefined, text: '' })}
                disabled={fields.length > LOCALES.length}
              >
                {t('ads.addContent')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
