import { ClearOutlined, SendOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { TextArea } from '../../components/inputs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncomingEmail, ReplySource } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { useGenerateReplyMutation, useSendReplyMutation } from '../../api/inbox';
import { useToast } from '../../app/toasts';
import { AddEntryButton } from '../knowledge-gaps/AddEntryButton';
import { draftFromEmail } from '../knowledge-gaps/draft';
import { SourceList } from './SourceList';

/** Spec: opening a pending or drafted email preloads its reply; other statuses start empty. */
const preloadOf = (email: IncomingEmail): string =>
  email.status === 'pending' || email.status === 'drafted' ? email.reply_body : '';

/** A refusal the user can act on (e.g. "already replied"); server faults stay in the log. */
const shownReason = (err: unknown): string | undefined =>
  isApiError(err) && typeof err.status === 'number' && err.status >= 400 && err.status < 500
    ? err.serverMessage
    : undefined;

const technical = (err: unknown) => (isApiError(err) ? err.technical : err);

/** A replied email: the reply that was sent, read-only. */
function SentReply({ email }: { email: IncomingEmail }) {
  const { t } = useTranslation();
  return (
    <section className="reply-panel" aria-labelledby="reply-title">
      <h3 id="reply-title" className="reply-title">
        {t('inbox.reply.sentTitle')}
      </h3>
      <div className="reply-sent" dir="auto" data-testid="sent-reply">
        {email.reply_body || t('inbox.noContent')}
      </div>
      {email.reply_body.trim() && (
        // The question and the reply that answered it, ready to become a knowledge-base entry.
        <div className="reply-actions">
          <AddEntryButton draft={draftFromEmail(email)} />
        </div>
      )}
      <SourceList sources={email.sources} />
    </section>
  );
}

/** The reply editor: Generate fills it (nothing is sent), Send sends it, Clear empties it. */
function ReplyEditor({ email, onSent }: { email: IncomingEmail; onSent: (reply: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [text, setText] = useState(() => preloadOf(email));
  const [missing, setMissing] = useState(false);
  const [sources, setSources] = useState<ReplySource[]>(email.sources);
  const [generate, generating] = useGenerateReplyMutation();
  const [send, sending] = useSendReplyMutation();

  // A draft that arrives while the email is open fills the editor, unless the user has typed.
  const preload = preloadOf(email);
  const lastPreload = useRef(preload);
  useEffect(() => {
    if (preload === lastPreload.current) return;
    setText((current) => (current === lastPreload.current ? preload : current));
    setSources(email.sources);
    lastPreload.current = preload;
  }, [preload, email.sources]);

  const busy = generating.isLoading || sending.isLoading;

  const onGenerate = async () => {
    try {
      const answer = await generate(email.id).unwrap();
      setText(answer.reply);
      setMissing(false);
      setSources(answer.generated?.sources ?? []);
      toast.success(t('inbox.reply.generated'));
    } catch (err) {
      console.error('Failed to generate reply:', technical(err));
      toast.error(t('inbox.reply.generateFailed'), shownReason(err));
    }
  };

  const onSend = async () => {
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    try {
      await send({ emailId: email.id, text }).unwrap();
      toast.success(t('inbox.reply.sent'));
      onSent(text);
    } catch (err) {
      console.error('Failed to send reply:', technical(err));
      toast.error(t('inbox.reply.sendFailed'), shownReason(err));
    }
  };

  return (
    <section className="reply-panel" aria-labelledby="reply-title">
      <h3 id="reply-title" className="reply-title">
        {t('inbox.reply.title')}
      </h3>
      <TextArea
        aria-labelledby="reply-title"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim()) setMissing(false);
        }}
        autoSize={{ minRows: 3, maxRows: 12 }}
        placeholder={t('inbox.reply.placeholder')}
        status={missing ? 'error' : undefined}
        aria-invalid={missing}
        aria-describedby={missing ? 'reply-missing' : undefined}
        disabled={busy}
        dir="auto"
        data-testid="reply-editor"
      />
      {missing && (
        <div id="reply-missing" className="reply-missing" role="alert" data-testid="reply-missing">
          {t('inbox.reply.required')}
        </div>
      )}
      <div className="reply-actions">
        <Button
          icon={<ThunderboltOutlined />}
          loading={generating.isLoading}
          disabled={busy}
          onClick={() => void onGenerate()}
          data-testid="reply-generate"
        >
          {generating.isLoading ? t('inbox.reply.generating') : t('inbox.reply.generate')}
        </Button>
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={sending.isLoading}
          disabled={busy}
          onClick={() => void onSend()}
          data-testid="reply-send"
        >
          {sending.isLoading ? t('inbox.reply.sending') : t('inbox.reply.send')}
        </Button>
        <Button
          icon={<ClearOutlined />}
          disabled={busy || text === ''}
          onClick={() => {
            setText('');
            setMissing(false);
          }}
          data-testid="reply-clear"
        >
          {t('inbox.reply.clear')}
        </Button>
      </div>
      <SourceList sources={sources} />
    </section>
  );
}

/** Replied: the sent reply, no editor. Otherwise the editor. */
export function ReplyPanel({
  email,
  onSent,
}: {
  email: IncomingEmail;
  onSent: (reply: string) => void;
}) {
  return email.status === 'replied' ? (
    <SentReply email={email} />
  ) : (
    <ReplyEditor email={email} onSent={onSent} />
  );
}
