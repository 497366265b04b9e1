import { CURRENCIES } from '@glossa/contracts/combo';
import type { ConsolePlan } from '@glossa/contracts/console-answers';
import { Button, Drawer, Flex, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleApi } from '../api/console-api.ts';
import { useConsoleSave } from '../hooks/use-console-save.ts';
import { PricePreview } from './price-preview.tsx';

const MB = 1024 * 1024;
const COUNTS = ['dailyChats', 'planChats', 'packChats', 'periodDays', 'textMaxChars'] as const;
const SWITCHES = ['domainFeature', 'earlyAccess', 'adFree', 'active'] as const;

type PlanFields = Omit<ConsolePlan, 'fileMaxBytes'> & { fileMaxMb: number };

/** Edits a plan's rights and prices (amounts in the currency's minor unit: cents, fen; yen have none). */
export function PlanForm({ plan, onClose }: { plan: ConsolePlan | undefined; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<PlanFields>();
  const save = useConsoleSave(consoleApi.savePlan);
  useEffect(() => {
    if (plan) form.setFieldsValue({ ...plan, fileMaxMb: Math.round(plan.fileMaxBytes / MB) });
  }, [plan, form]);
  const submit = async ({ fileMaxMb, ...fields }: PlanFields) => {
    if (!plan) return;
    const { kind: _kind, member: _member, periodUnit: _unit, periodCount: _count, ...rest } = { ...plan, ...fields };
    await save.mutateAsync({ ...rest, fileMaxBytes: fileMaxMb * MB, prices: fields.prices ?? [] });
    onClose();
  };
  return (
    <Drawer
      open={plan !== undefined}
      onClose={onClose}
      size={560}
      title={t('plans.edit', { id: plan?.id ?? '' })}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('actions.save')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Flex gap={16} wrap>
          {COUNTS.map((name) => (
            <Form.Item key={name} name={name} label={t(`plans.${name}`)} style={{ minInlineSize: 150 }}>
              <InputNumber min={0} placeholder={t('plans.unlimited')} />
            </Form.Item>
          ))}
          <Form.Item name="fileMaxMb" label={t('plans.fileMaxMb')} rules={[{ required: true }]}>
            <InputNumber min={1} max={10240} />
          </Form.Item>
          <Form.Item name="storageDays" label={t('plans.storageDays')} rules={[{ required: true }]}>
            <InputNumber min={0} max={3660} />
          </Form.Item>
          <Form.Item name="languages" label={t('plans.languages')} rules={[{ required: true }]}>
            <InputNumber min={0} max={1000} />
          </Form.Item>
          <Form.Item name="discountPercent" label={t('plans.discountPercent')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100} />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('fields.sortOrder')} rules={[{ required: true }]}>
            <InputNumber min={-1000} max={1000} />
          </Form.Item>
        </Flex>
        <Form.Item name="formatTier" label={t('plans.formatTier')}>
          <Select options={['basic', 'member'].map((value) => ({ value, label: t(`plans.tiers.${value}`) }))} />
        </Form.Item>
        <Form.Item name="support" label={t('plans.support')} rules={[{ required: true, max: 12 }]}>
          <Input maxLength={12} />
        </Form.Item>
        <Flex gap={24} wrap>
          {SWITCHES.map((name) => (
            <Form.Item key={name} name={name} label={t(`plans.${name}`)} valuePropName="checked">
              <Switch />
            </Form.Item>
          ))}
        </Flex>
        <Typography.Title level={3} style={{ fontSize: 14 }}>
          {t('plans.prices')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('plans.pricesHelp')}</Typography.Paragraph>
        <Form.List name="prices">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="start" wrap>
                  <Form.Item name={[field.name, 'currency']} rules={[{ required: true }]} noStyle>
                    <Select style={{ inlineSize: 96 }} options={CURRENCIES.map((value) => ({ value, label: value }))} />
                  </Form.Item>
                  <Flex vertical gap={2} style={{ minInlineSize: 120 }}>
                    <Form.Item name={[field.name, 'amount']} rules={[{ required: true }]} noStyle>
                      <InputNumber
                        min={0}
                        precision={0}
                        placeholder={t('plans.amount')}
                        aria-label={t('plans.amount')}
                      />
                    </Form.Item>
                    <PricePreview row={field.name} amount="amount" />
                  </Flex>
                  <Flex vertical gap={2} style={{ minInlineSize: 120 }}>
                    <Form.Item name={[field.name, 'firstAmount']} noStyle>
                      <InputNumber
                        min={0}
                        precision={0}
                        placeholder={t('plans.firstAmount')}
                        aria-label={t('plans.firstAmount')}
                      />
                    </Form.Item>
                    <PricePreview row={field.name} amount="firstAmount" />
                  </Flex>
                  <Button onClick={() => remove(field.name)}>{t('actions.delete')}</Button>
                </Flex>
              ))}
              <Button type="dashed" onClick={() => add({ currency: undefined, amount: 0, firstAmount: null })}>
                {t('plans.addPrice')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
