import type { ConsoleOperator } from '@glossa/contracts/console-answers';
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { CONSOLE_SECTIONS, ConsoleFrame } from '../features/console/index.ts';

/** `/console`: the operator console (operators only: the route's loader answers 404 to anyone else). */
export default function ConsolePage() {
  const { operator } = useLoaderData() as { operator: ConsoleOperator };
  const [params, setParams] = useSearchParams();
  const section = CONSOLE_SECTIONS.find((entry) => entry.key === params.get('section')) ?? CONSOLE_SECTIONS[0];
  if (!section) return null;
  const Section = section.component;
  return (
    <ConsoleFrame operator={operator} current={section.key} onSelect={(key) => setParams({ section: key })}>
      <Suspense fallback={<Skeleton active />}>
        <Section />
      </Suspense>
    </ConsoleFrame>
  );
}
