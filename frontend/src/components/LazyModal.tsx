import type { ModalProps } from 'antd';
import { lazy, Suspense, useState } from 'react';

const Modal = lazy(() => import('./AntdModal'));

/**
 * antd's Modal, loaded the first time it opens (~8 KB compressed a page need not fetch for a
 * confirmation most visits never see); mounted from then on so it can close with its animation.
 * A closed antd Modal renders nothing either, so nothing differs until then.
 */
export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(Boolean(props.open));
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
