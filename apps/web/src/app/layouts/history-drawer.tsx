import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The history as a drawer on small screens; its own chunk, loaded the first time it opens. */
export function HistoryDrawer({
  open,
  onClose,
  placement,
  title,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  placement: 'left' | 'right';
  title: string;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={placement}
      size={width}
      title={title}
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  );
}
