import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import type { NotificationConfig } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import type { AppFeedback } from './LateApp';

/**
 * What antd's App renders for its message, notification and modal hooks: their holders, inside
 * the theme. Its own chunk (LateApp loads it at the first key or pointer press, or the first call).
 */
export default function AppFeedbackHost({
  notification: config,
  onReady,
}: {
  notification?: NotificationConfig;
  onReady: (feedback: AppFeedback) => void;
}) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification(config);
  const [modal, modalHolder] = useModal();
  useEffect(
    () => onReady({ message, notification, modal }),
    [message, notification, modal, onReady],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
