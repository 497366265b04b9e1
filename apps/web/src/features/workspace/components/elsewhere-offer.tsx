import type { PropagationElsewhere, RepeatsElsewhere } from '@glossa/contracts/chat';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import { usePropagation } from '../hooks/use-propagation.ts';
import { PropagationDone } from './propagation-done.tsx';

/**
 * After an edit, when the user asks: the same source in their other files (the newest version of
 * each, into the same language) with another translation, counted, then given the edit, then the
 * way to take it back (docs/product.md §1.4).
 */
export function ElsewhereOffer({
  conversationId,
  versionId,
  segmentId,
  onDone,
}: {
  conversationId: string;
  /** The version the edit was saved in. */
  versionId: string;
  segmentId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const { countElsewhere, applyElsewhere } = usePropagation(conversationId);
  const [found, setFound] = useState<RepeatsElsewhere | undefined>();
  const [done, setDone] = useState<PropagationElsewhere | undefined>();
  const sentence = { versionId, segmentId };

  if (done) {
    return (
      <PropagationDone
        conversationId={conversationId}
        undoToken={done.undoToken}
        title={t('repeats.elsewhereApplied', { count: done.changed, files: done.files })}
        testId="elsewhere"
        onDone={onDone}
      />
    );
  }
  if (found && found.sentences > 0) {
    return (
      <Alert
        type="info"
        showIcon
        className="repeat-offer"
        data-testid="elsewhere-offer"
        title={t('repeats.elsewhereOffer', { count: found.sentences, files: found.files })}
        action={
          <Button
            size="small"
            type="primary"
            loading={applyElsewhere.isPending}
            onClick={() => applyElsewhere.mutate(sentence, { onSuccess: setDone })}
            data-testid="elsewhere-apply"
          >
            {t('repeats.elsewhereApply')}
          </Button>
        }
        closable={{ 'aria-label': t('close') }}
        onClose={onDone}
      />
    );
  }
  return (
    <Button
      type="link"
      size="small"
      className="elsewhere-look"
      loading={countElsewhere.isPending}
      onClick={() =>
        countElsewhere.mutate(sentence, {
          onSuccess: (counted) => {
            if (counted.sentences > 0) setFound(counted);
            else {
              void message.info(t('repeats.elsewhereNone'));
              onDone();
            }
          },
        })
      }
      data-testid="elsewhere-look"
    >
      {t('repeats.elsewhereLook')}
    </Button>
  );
}
