import { Button } from 'antd';
import { Input } from '../../components/inputs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { handOffChat } from '../../api/chat';
import { isApiError } from '../../api/errors';
import './handoff.css';

/**
 * "Talk to a person" on the public chat page: the visitor leaves an email address and the
 * conversation goes to the organisation's Inbox (docs/chat.md, "Handoff to a person"). The
 * address is shown back as text only.
 */
export function HandoffPanel({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [passedTo, setPassedTo] = useState('');

  if (passedTo)
    return (
      <p className="chat-handoff-done" role="status" data-testid="handoff-done">
        {t('handoff.done', { email: passedTo })}
      </p>
    );
  if (!open)
    return (
      <Button
        type="link"
        className="chat-handoff-open"
        onClick={() => setOpen(true)}
        data-testid="handoff-open"
      >
        {t('handoff.talkToPerson')}
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || sending) return;
    setSending(true);
    setError('');
    handOffChat(orgId, address)
      .then(() => setPassedTo(address))
      .catch((err: unknown) =>
        setError(isApiError(err) && err.serverMessage ? err.serverMessage : t('handoff.failed')),
      )
      .finally(() => setSending(false));
  };
  return (
    <form className="chat-handoff" onSubmit={submit} data-testid="handoff-form">
      <label htmlFor="chat-handoff-email">{t('handoff.yourEmail')}</label>
      <div className="chat-handoff-row">
        <Input
          id="chat-handoff-email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('handoff.send')}
        </Button>
      </div>
      {error && (
        <p className="chat-handoff-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
