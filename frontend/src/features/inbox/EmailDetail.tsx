import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncomingEmail } from '../../api/contract';
import { languageInfo } from '../../i18n/languages';
import { formatDateTime } from '../../lib/format';
import { EmailBody } from './EmailBody';
import { ReplyPanel } from './ReplyPanel';
import { senderInitial, senderName, sentAt } from './sender';
import { StatusTag } from './StatusTag';
import { Card } from '../../components/Card';

/**
 * Why the assistant did not answer on its own (no reply needed, or not sent automatically); on a
 * replied email, what is left to do (the AI's draft could not be removed from the mailbox).
 */
function Reason({ email }: { email: IncomingEmail }) {
  const { t } = useTranslation();
  if (!email.reason) return null;
  if (email.status === 'replied')
    return (
      <Alert
        type="warning"
        showIcon
        role="note"
        className="email-reason"
        title={email.reason}
        data-testid="email-reason"
      />
    );
  return (
    <Alert
      type="info"
      showIcon
      // A standing note about the email, not news to announce.
      role="note"
      className="email-reason"
      title={
        email.status === 'no_reply_needed'
          ? t('inbox.reason.noReplyNeeded')
          : t('inbox.reason.notSentAutomatically')
      }
      description={email.reason}
      data-testid="email-reason"
    />
  );
}

/** One email: who, when, what, and the reply (sent, or to write). */
export default function EmailDetail({
  email,
  onBack,
  onSent,
}: {
  email: IncomingEmail;
  onBack: () => void;
  /** A reply was sent: the detail shows it at once. */
  onSent: (reply: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const when = formatDateTime(sentAt(email), languageInfo(i18n.language).tag);
  const sender = senderName(email);
  // Keyboard and screen-reader users land on the opened email, not at the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [email.id]);
  return (
    <article className="email-detail" data-testid="email-detail">
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={onBack}
        className="email-back"
        data-testid="email-back"
      >
        {t('inbox.back')}
      </Button>
      <Card>
        <header className="email-detail-header">
          <h2 ref={heading} tabIndex={-1} className="email-detail-subject" dir="auto">
            {email.subject || t('inbox.noSubject')}
          </h2>
          <div className="email-detail-meta">
            <Avatar className="email-avatar" aria-hidden="true">
              {senderInitial(email)}
            </Avatar>
            <div className="email-detail-who">
              <span className="email-sender" dir="auto" data-testid="email-sender">
                {sender ?? t('inbox.unknownSender')}
                {email.from_name && email.from_address && (
                  <span className="email-address"> &lt;{email.from_address}&gt;</span>
                )}
              </span>
              {when && (
                <span className="email-date">
                  {t('inbox.received')}{' '}
                  <time dateTime={sentAt(email)} data-testid="email-received">
                    {when}
                  </time>
                </span>
              )}
            </div>
            <StatusTag status={email.status} />
          </div>
        </header>
        <Reason email={email} />
        <EmailBody key={email.id} email={email} />
      </Card>
      <Card className="reply-card">
        <ReplyPanel key={email.id} email={email} onSent={onSent} />
      </Card>
    </article>
  );
}
