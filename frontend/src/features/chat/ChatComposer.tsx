import { SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { TextArea } from '../../components/inputs';
import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chat } from './useChat';

/** The question box: Enter sends, Shift+Enter starts a new line; blank text is never sent. */
export function ChatComposer({ chat, onSend }: { chat: Chat; onSend?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const canSend = text.trim() !== '' && !chat.sending;

  const submit = async () => {
    if (!canSend) return;
    const question = text;
    setText('');
    onSend?.();
    const result = await chat.send(question);
    // Asking failed: give the question back, unless a new one is being typed.
    if (result === 'failed') setText((current) => (current === '' ? question : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('chat.inputLabel')}
      </label>
      <TextArea
        id={`${id}-input`}
        className="chat-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 1, maxRows: 6 }}
        placeholder={t('chat.placeholder')}
        aria-describedby={`${id}-hint`}
        dir="auto"
        data-testid="chat-input"
      />
      <Button
        type="primary"
        htmlType="submit"
        icon={<SendOutlined className="chat-send-icon" />}
        disabled={!canSend}
        loading={chat.sending}
        data-testid="chat-send"
      >
        {t('chat.send')}
      </Button>
      <p id={`${id}-hint`} className="chat-hint">
        {t('chat.hint')}
      </p>
    </form>
  );
}
