import type { PlanFacts } from '@glossa/contracts/chat';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { planFactLines } from '../plan-facts.ts';
import './plans.css';

/** "A member plan gives:" and its allowances, where a limit of the caller's plan was hit. */
export function PlanOffer({ plan, language }: { plan: PlanFacts; language: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} data-testid="plan-offer">
      <Typography.Text strong>{t('plan.memberOffer')}</Typography.Text>
      <ul className="plan-offer-list">
        {planFactLines(plan, t, language).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Flex>
  );
}
