import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { SIDEBAR_WIDTH_MOBILE } from '../../config';

/** Below 768 px the sidebar is a drawer; antd's Drawer loads on such screens only. */
export default function MobileSidebar({
  open,
  onClose,
  rtl,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  rtl: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={rtl ? 'right' : 'left'}
      size={SIDEBAR_WIDTH_MOBILE}
      closable={false}
      styles={{ body: { padding: 0 } }}
      title={null}
      aria-label={label}
    >
      {children}
    </Drawer>
  );
}
