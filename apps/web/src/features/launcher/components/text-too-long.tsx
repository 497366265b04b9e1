import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Text over the limit is never cut: it is refused as text and offered as a document. */
export function TextTooLong({ message, onSendAsDocument }: { message: string; onSendAsDocument: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description={
        <Button size="small" onClick={onSendAsDocument} data-testid="send-as-document">
          {t('launcher.sendAsDocument')}
        </Button>
      }
      data-testid="text-too-long"
    />
  );
}
