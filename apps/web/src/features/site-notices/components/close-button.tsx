import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The small × that closes a site notice or an ad for good. */
export function CloseButton({ label, onClick, name }: { label: string; onClick: () => void; name: string }) {
  return (
    <Button
      type="text"
      size="small"
      icon={<CloseOutlined />}
      aria-label={label}
      onClick={onClick}
      className={`${name}-close`}
      data-testid={`${name}-close`}
    />
  );
}
