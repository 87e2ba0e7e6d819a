import { RobotOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One message: the user's on the end side, the assistant's on the start side (mirrored in
 * right-to-left). Text is shown as text — never as HTML — with its line breaks kept.
 */
export function MessageBubble({
  role,
  text,
  time,
  children,
  testId,
}: {
  role: 'user' | 'assistant';
  text: ReactNode;
  time?: string | null;
  /** Below the text: the assistant's sources. */
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const Icon = role === 'user' ? UserOutlined : RobotOutlined;
  return (
    <li className={`chat-row chat-row-${role}`} data-testid={testId}>
      <span className="chat-avatar" aria-hidden="true">
        <Icon />
      </span>
      <div className={`chat-bubble chat-bubble-${role}`}>
        <span className="visually-hidden">
          {role === 'user' ? t('chat.you') : t('chat.assistant')}:{' '}
        </span>
        <div className="chat-text" dir="auto">
          {text}
        </div>
        {children}
        {time && <div className="chat-time">{time}</div>}
      </div>
    </li>
  );
}
