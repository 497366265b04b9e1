import type { EngineCheck } from '@glossa/contracts/console-answers';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { CONSOLE_KEYS, consoleApi } from '../api/console-api.ts';
import { useConsoleSave } from '../hooks/use-console-save.ts';
import { EngineStatus } from './engine-status.tsx';

interface EngineFields {
  baseUrl: string;
  model: string;
  strongModel?: string;
  apiKey?: string;
}

/** The engines: the llm endpoint (applied at once), its live status, what runs and the Apertium pairs. */
export default function EnginesSection() {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<EngineFields>();
  const { data } = useQuery({ queryKey: CONSOLE_KEYS.engines, queryFn: consoleApi.engines });
  const save = useConsoleSave(consoleApi.saveEngines);
  const [check, setCheck] = useState<EngineCheck>();
  const test = useMutation({ mutationFn: consoleApi.testEngine, onSuccess: setCheck });
  const llm = data?.llm;

  useEffect(() => {
    if (!llm) return;
    form.setFieldsValue({ baseUrl: llm.baseUrl ?? '', model: llm.model ?? '', strongModel: llm.strongModel ?? '' });
  }, [llm, form]);
  // The live status of the endpoint in force, as soon as the section opens.
  const configured = llm?.baseUrl !== null && llm !== undefined;
  useEffect(() => {
    if (configured) test.mutate({});
  }, [configured, test.mutate]);

  const testForm = () => {
    const { baseUrl, model, apiKey } = form.getFieldsValue();
    test.mutate({
      baseUrl: baseUrl?.trim() || undefined,
      model: model?.trim() || undefined,
      apiKey: apiKey || undefined,
    });
  };
  const submit = async ({ baseUrl, model, strongModel, apiKey }: EngineFields) => {
    await save.mutateAsync({
      baseUrl: baseUrl.trim(),
      model: model.trim(),
      strongModel: strongModel?.trim() || null,
      ...(apiKey ? { apiKey } : {}),
    });
    form.setFieldValue('apiKey', '');
    testForm();
  };

  if (!data || !llm) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <SectionCard title={t('engines.llmTitle')} extra={<Tag>{t(`engines.source.${llm.source}`)}</Tag>}>
        <Flex vertical gap={16}>
          <EngineStatus check={check} checking={test.isPending} onCheck={testForm} />
          <Form form={form} layout="vertical" onFinish={submit} style={{ maxInlineSize: 640 }}>
            <Form.Item
              name="baseUrl"
              label={t('engines.baseUrl')}
              extra={t('engines.baseUrlHelp')}
              rules={[{ required: true }]}
            >
              <Input placeholder="https://api.openai.com/v1" data-testid="engine-base-url" />
            </Form.Item>
            <Form.Item
              name="apiKey"
              label={t('engines.apiKey')}
              extra={llm.keySet ? t('engines.keySet') : t('engines.keyNotSet')}
            >
              <Input.Password autoComplete="new-password" placeholder={llm.keySet ? '••••••••' : ''} />
            </Form.Item>
            <Form.Item name="model" label={t('engines.model')} rules={[{ required: true }]}>
              <Input placeholder="gpt-4o-mini" data-testid="engine-model" />
            </Form.Item>
            <Form.Item name="strongModel" label={t('engines.strongModel')} extra={t('engines.strongModelHelp')}>
              <Input />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="engine-save">
                {t('engines.saveApply')}
              </Button>
              {llm.source === 'console' && (
                <Button onClick={() => save.mutate({ baseUrl: null })}>{t('engines.useEnvironment')}</Button>
              )}
            </Flex>
          </Form>
        </Flex>
      </SectionCard>
      <SectionCard title={t('engines.runningTitle')}>
        <Descriptions
          column={1}
          items={[
            {
              key: 'running',
              label: t('engines.running'),
              children: data.running.length ? data.running.map((e) => <Tag key={e.id}>{e.id}</Tag>) : t('engines.none'),
            },
            {
              key: 'apertium',
              label: t('engines.apertiumPairs', { count: data.apertiumPairs.length }),
              children: (
                <Typography.Text>
                  {data.apertiumPairs.length
                    ? data.apertiumPairs.map((p) => `${p.source}→${p.target}`).join(' · ')
                    : t('engines.none')}
                </Typography.Text>
              ),
            },
          ]}
        />
      </SectionCard>
    </Flex>
  );
}
