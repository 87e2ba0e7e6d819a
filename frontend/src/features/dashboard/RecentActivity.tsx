import { FileTextOutlined, MailOutlined } from '@ant-design/icons';
import { Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageInfo } from '../../i18n/languages';
import { formatDateTime } from '../../lib/format';
import type { Activity } from './stats';
import { Card } from '../../components/Card';

/**
 * antd's preset tag colours (gold, green …) are too light as text on their tint for WCAG AA, and
 * its generated styles outrank a stylesheet: the tint keeps the meaning, the text is ink.
 */
const READABLE_TAG = { color: 'var(--ink)' } as const;

const STATUS_COLORS: Record<string, string> = {
  pending: 'gold',
  drafted: 'blue',
  replied: 'green',
  no_reply_needed: 'default',
  processed: 'purple',
  ready: 'green',
  processing: 'blue',
  error: 'red',
};

function ActivityItem({ item, locale }: { item: Activity; locale: string }) {
  const { t } = useTranslation();
  const when = formatDateTime(item.at, locale);
  return (
    <li className="activity-item">
      <span className={`activity-icon ${item.kind}`} aria-hidden="true">
        {item.kind === 'document' ? <FileTextOutlined /> : <MailOutlined />}
      </span>
      <span className="activity-text">
        <span className="activity-title">
          {item.kind === 'document'
            ? t('dashboard.activity.documentUploaded')
            : t('dashboard.activity.emailReceived')}
        </span>
        <span className="activity-detail">
          {item.title || (item.kind === 'email' ? t('dashboard.activity.noSubject') : '')}
        </span>
        {when && <span className="activity-time">{when}</span>}
      </span>
      <Tag color={STATUS_COLORS[item.status] ?? 'default'} style={READABLE_TAG}>
        {t(
          item.kind === 'document'
            ? `documents.status.${item.status}`
            : `dashboard.status.${item.status}`,
        )}
      </Tag>
    </li>
  );
}

/** The two latest documents and emails (spec section 2), each with its status badge. */
export function RecentActivity({ items, loading }: { items: Activity[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = languageInfo(i18n.language).tag;
  return (
    <Card
      title={<h2 className="card-title">{t('dashboard.activity.title')}</h2>}
      className="activity-card"
    >
      {loading ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong>{t('dashboard.activity.emptyTitle')}</strong>
              <br />
              {t('dashboard.activity.emptyText')}
            </>
          }
        />
      ) : (
        <ul className="activity-list" data-testid="activity-list">
          {items.map((item) => (
            <ActivityItem key={`${item.kind}-${item.id}`} item={item} locale={locale} />
          ))}
        </ul>
      )}
    </Card>
  );
}
