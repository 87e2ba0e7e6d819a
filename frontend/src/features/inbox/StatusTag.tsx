import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmailStatus } from '../../api/contract';

/**
 * An email's status as a coloured badge. The colours are inbox.css's own: antd's preset tag
 * colours (gold above all) fall below the 4.5:1 text contrast axe asks for.
 */
export function StatusTag({ status }: { status: EmailStatus }) {
  const { t } = useTranslation();
  return (
    <Tag className={`inbox-status inbox-status-${status}`} data-testid="email-status">
      {t(`inbox.status.${status}`)}
    </Tag>
  );
}
