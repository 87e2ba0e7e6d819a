import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmailStatus } from '../../api/contract';

const COLORS: Record<EmailStatus, string> = {
  pending: 'gold',
  drafted: 'blue',
  replied: 'green',
  no_reply_needed: 'default',
  processed: 'purple',
};

/** An email's status as a coloured badge. */
export function StatusTag({ status }: { status: EmailStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} className="inbox-status" data-testid="email-status">
      {t(`inbox.status.${status}`)}
    </Tag>
  );
}
