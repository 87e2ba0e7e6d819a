import { notification } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Toast } from './toasts';
import { toastsShown } from './toasts';

/** Shows queued toasts with antd's notification, inside the app's ConfigProvider (theme, RTL). */
export default function Toaster() {
  // Below the headers (56 px signed in, 64 px public), never over their controls.
  const [api, holder] = notification.useNotification({
    placement: 'topRight',
    top: 80,
    maxCount: 4,
  });
  const queue = useSelector((state: { toasts: { queue: Toast[] } }) => state.toasts.queue);
  const dispatch = useDispatch();
  useEffect(() => {
    if (queue.length === 0) return;
    for (const toast of queue) {
      api[toast.kind]({
        key: toast.id,
        title: toast.title,
        description: toast.description,
        role: toast.kind === 'error' ? 'alert' : 'status',
        duration: toast.kind === 'error' ? 6 : 4,
      });
    }
    dispatch(toastsShown(queue.map((t) => t.id)));
  }, [queue, api, dispatch]);
  return holder;
}
