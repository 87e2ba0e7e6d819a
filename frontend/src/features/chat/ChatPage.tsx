import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatTransport } from '../../api/chat';
import { useAppSelector } from '../../app/store';
import { ChatConversation } from './ChatConversation';
import { ClearChatButton } from './ClearChatButton';
import { useChat } from './useChat';
import './chat.css';

/** /chat: the staff member's conversation with the assistant, grounded in the documents. */
export default function ChatPage() {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.auth.token);
  const transport = useMemo<ChatTransport>(() => ({ kind: 'staff', token }), [token]);
  const chat = useChat(transport);
  return (
    <div className="chat-page">
      <header className="page-header chat-header">
        <div>
          <h1>{t('pages.chat')}</h1>
          <p>{t('chat.subtitle')}</p>
        </div>
        <ClearChatButton chat={chat} />
      </header>
      <ChatConversation chat={chat} />
    </div>
  );
}
