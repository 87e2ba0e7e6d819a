import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chat } from './useChat';
import { LazyModal } from '../../components/LazyModal';

/** Clear history, only after a confirmation that says it cannot be undone. */
export function ClearChatButton({ chat }: { chat: Chat }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const empty = chat.messages.length === 0 && chat.pending === null;
  return (
    <>
      <Button
        danger
        icon={<DeleteOutlined />}
        disabled={empty || chat.sending || chat.loading}
        onClick={() => setConfirming(true)}
        data-testid="chat-clear"
      >
        {t('chat.clear')}
      </Button>
      <LazyModal
        open={confirming}
        title={t('chat.clearTitle')}
        okText={t('chat.clearConfirm')}
        cancelText={t('chat.cancel')}
        okButtonProps={{ danger: true, loading: chat.clearing, id: 'chat-clear-confirm' }}
        onOk={() => {
          void chat.clear().then(() => setConfirming(false));
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('chat.clearText')}</p>
      </LazyModal>
    </>
  );
}
