import { ArrowDownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The floating "Jump to latest" above the ask input, shown once the reader has scrolled up from
 * the end. It goes away once pressed; `onJump(true)` when pressed from the keyboard, so the focus
 * can move on (to the ask input) instead of being lost with the button.
 */
export function JumpToLatest({ visible, onJump }: { visible: boolean; onJump: (fromKeyboard: boolean) => void }) {
  const { t } = useTranslation('chat');
  if (!visible) return null;
  return (
    <div className="jump-latest">
      <Button
        shape="round"
        icon={<ArrowDownOutlined />}
        onClick={(event) => onJump(event.detail === 0)}
        data-testid="jump-latest"
      >
        {t('follow.jumpToLatest')}
      </Button>
    </div>
  );
}
