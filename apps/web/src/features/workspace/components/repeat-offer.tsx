import type { Propagation } from '@glossa/contracts/chat';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePropagation } from '../hooks/use-propagation.ts';
import { PropagationDone } from './propagation-done.tsx';

/**
 * After an edit of a sentence whose source comes again elsewhere with another translation: the
 * offer to use the edit there too, with the count, then the way to take it back.
 */
export function RepeatOffer({
  conversationId,
  versionId,
  segmentId,
  repeats,
  onDone,
  onChanged,
}: {
  conversationId: string;
  /** The version the edit was saved in. */
  versionId: string;
  segmentId: string;
  repeats: number;
  onDone: () => void;
  /** Called once the repeats have the edit, or have it no more (the segment editor reads them again). */
  onChanged?: () => void;
}) {
  const { t } = useTranslation('chat');
  const { apply } = usePropagation(conversationId);
  const [done, setDone] = useState<Propagation | undefined>();

  if (done) {
    return (
      <PropagationDone
        conversationId={conversationId}
        undoToken={done.undoToken}
        title={t('repeats.applied', { count: done.changed })}
        testId="repeat"
        onDone={onDone}
        onChanged={onChanged}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      className="repeat-offer"
      data-testid="repeat-offer"
      title={t('repeats.offer', { count: repeats })}
      action={
        <Flex gap={8} wrap>
          <Button
            size="small"
            type="primary"
            loading={apply.isPending}
            onClick={() =>
              apply.mutate(
                { versionId, segmentId },
                {
                  onSuccess: (propagated) => {
                    setDone(propagated);
                    onChanged?.();
                  },
                },
              )
            }
            data-testid="repeat-apply"
          >
            {t('repeats.apply')}
          </Button>
        </Flex>
      }
      closable={{ 'aria-label': t('close') }}
      onClose={onDone}
    />
  );
}
