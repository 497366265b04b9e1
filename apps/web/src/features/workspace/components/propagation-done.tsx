import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import { usePropagation } from '../hooks/use-propagation.ts';

/** An edit given to other sentences, said with its count, and the button that takes it all back. */
export function PropagationDone({
  conversationId,
  undoToken,
  title,
  testId,
  onDone,
  onChanged,
}: {
  conversationId: string;
  undoToken: string;
  title: string;
  /** `repeat` (this file) or `elsewhere` (the other files): the alert is `<testId>-done`, its button `<testId>-undo`. */
  testId: string;
  onDone: () => void;
  /** Called once the sentences have their earlier wording again (the segment editor reads them again). */
  onChanged?: () => void;
}) {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const { undo } = usePropagation(conversationId);
  const takeBack = () =>
    undo.mutate(
      { undoToken },
      {
        onSuccess: ({ restored, skipped }) => {
          void message.success(t('repeats.undone', { count: restored }));
          if (skipped > 0) void message.info(t('repeats.kept', { count: skipped }));
          onChanged?.();
          onDone();
        },
      },
    );
  return (
    <Alert
      type="success"
      showIcon
      className="repeat-offer"
      data-testid={`${testId}-done`}
      title={title}
      action={
        <Button size="small" loading={undo.isPending} onClick={takeBack} data-testid={`${testId}-undo`}>
          {t('repeats.undo')}
        </Button>
      }
      closable={{ 'aria-label': t('close') }}
      onClose={onDone}
    />
  );
}
