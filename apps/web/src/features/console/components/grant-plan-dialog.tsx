import type { ConsoleUser } from '@glossa/contracts/console-answers';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_KEYS, consoleApi } from '../api/console-api.ts';
import { useConsoleSave } from '../hooks/use-console-save.ts';

/** Gives a user a plan from now on, for its own period or a number of days. */
export function GrantPlanDialog({ user, onClose }: { user: ConsoleUser | undefined; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<{ planId: string; days?: number }>();
  const { data: plans } = useQuery({ queryKey: CONSOLE_KEYS.plans, queryFn: consoleApi.plans, enabled: !!user });
  const grant = useConsoleSave(consoleApi.grantPlan);
  return (
    <Modal
      open={user !== undefined}
      title={t('users.grantPlanTo', { email: user?.email ?? '' })}
      okText={t('users.grantPlan')}
      cancelText={t('actions.cancel')}
      confirmLoading={grant.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={async ({ planId, days }) => {
          if (!user) return;
          await grant.mutateAsync({ userId: user.userId, planId, days: days ?? undefined });
          onClose();
        }}
      >
        <Form.Item name="planId" label={t('users.plan')} rules={[{ required: true }]}>
          <Select options={(plans ?? []).filter((p) => p.kind !== 'free').map((p) => ({ value: p.id, label: p.id }))} />
        </Form.Item>
        <Form.Item name="days" label={t('users.days')} extra={t('users.daysHelp')}>
          <InputNumber min={1} max={3660} style={{ inlineSize: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
