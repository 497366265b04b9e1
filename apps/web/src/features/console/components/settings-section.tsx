import { localeEntry } from '@glossa/contracts/locales';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatFileSize } from '../../../lib/file-size.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { CONSOLE_KEYS, consoleApi } from '../api/console-api.ts';
import { useConsoleSave } from '../hooks/use-console-save.ts';

interface SettingsFields {
  siteName: string;
  enabledFormats: string[];
}

/** Site settings: the site name and the export formats offered; the upload limits per plan. */
export default function SettingsSection() {
  const { t } = useTranslation('console');
  const { locale } = useUiLocale();
  const language = localeEntry(locale).iso;
  const [form] = Form.useForm<SettingsFields>();
  const { data } = useQuery({ queryKey: CONSOLE_KEYS.settings, queryFn: consoleApi.settings });
  const save = useConsoleSave(consoleApi.saveSettings);
  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({
      siteName: data.siteName ?? '',
      enabledFormats: data.exportFormats.filter((format) => !data.disabledExportFormats.includes(format)),
    });
  }, [data, form]);
  if (!data) return <Skeleton active />;
  return (
    <SectionCard title={t('menu.settings')}>
      <Form
        form={form}
        layout="vertical"
        style={{ maxInlineSize: 720 }}
        onFinish={({ siteName, enabledFormats }) =>
          save.mutate({
            siteName,
            disabledExportFormats: data.exportFormats.filter((format) => !enabledFormats.includes(format)),
          })
        }
      >
        <Form.Item
          name="siteName"
          label={t('settings.siteName')}
          extra={t('settings.siteNameHelp', { name: data.siteNameDefault })}
        >
          <Input maxLength={60} placeholder={data.siteNameDefault} />
        </Form.Item>
        <Form.Item name="enabledFormats" label={t('settings.exportFormats')} extra={t('settings.exportFormatsHelp')}>
          <Checkbox.Group options={data.exportFormats.map((format) => ({ value: format, label: `.${format}` }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </Form>
      <Typography.Title level={3} style={{ fontSize: 14, marginBlockStart: 32 }}>
        {t('settings.uploadLimits')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.uploadLimitsHelp')}</Typography.Paragraph>
      <ScrollTable
        label={t('settings.uploadLimits')}
        rowKey="planId"
        size="small"
        pagination={false}
        scroll={{ x: 600 }}
        dataSource={data.uploadLimits}
        columns={[
          { title: t('plans.id'), dataIndex: 'planId', render: (id: string) => <code>{id}</code> },
          {
            title: t('plans.fileMaxMb'),
            dataIndex: 'fileMaxBytes',
            render: (bytes: number) => formatFileSize(bytes, language),
          },
          {
            title: t('settings.formatGroups'),
            dataIndex: 'groups',
            render: (groups: { group: string; count: number }[]) =>
              groups.map((g) => `${g.group} (${g.count})`).join(' · '),
          },
        ]}
      />
    </SectionCard>
  );
}
