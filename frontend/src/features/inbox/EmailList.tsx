import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IncomingEmail } from '../../api/contract';
import { languageInfo } from '../../i18n/languages';
import { formatDateTime } from '../../lib/format';
import { preview, senderInitial, senderName, sentAt } from './sender';
import { HandoffTag } from './HandoffTag';
import { StatusTag } from './StatusTag';

function EmailRow({
  email,
  onOpen,
}: {
  email: IncomingEmail;
  onOpen: (email: IncomingEmail) => void;
}) {
  const { t, i18n } = useTranslation();
  const when = formatDateTime(sentAt(email), languageInfo(i18n.language).tag);
  const sender = senderName(email);
  const text = preview(email.body);
  return (
    <li>
      <button
        type="button"
        className="email-row"
        onClick={() => onOpen(email)}
        data-testid="email-row"
        data-email-id={email.id}
      >
        <Avatar className="email-avatar" aria-hidden="true">
          {senderInitial(email)}
        </Avatar>
        <span className="email-main">
          <span className="email-line">
            <span className={sender ? 'email-sender' : 'email-sender inbox-missing'} dir="auto">
              {sender ?? t('inbox.unknownSender')}
            </span>
            {when && <span className="email-date">{when}</span>}
            <HandoffTag email={email} />
            <StatusTag status={email.status} />
          </span>
          <span
            className={email.subject ? 'email-subject' : 'email-subject inbox-missing'}
            dir="auto"
          >
            {email.subject || t('inbox.noSubject')}
          </span>
          <span className={text ? 'email-preview' : 'email-preview inbox-missing'} dir="auto">
            {text || t('inbox.noContent')}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The list rows: sender initial, sender, date, status, subject and the start of the text. */
export function EmailList({
  emails,
  onOpen,
}: {
  emails: IncomingEmail[];
  onOpen: (email: IncomingEmail) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="email-list" aria-label={t('inbox.listLabel')} data-testid="email-list">
      {emails.map((email) => (
        <EmailRow key={email.id} email={email} onOpen={onOpen} />
      ))}
    </ul>
  );
}
