import {
  CheckCircleOutlined,
  CloudSyncOutlined,
  CommentOutlined,
  FileTextOutlined,
  FormOutlined,
  InboxOutlined,
  MailOutlined,
  RobotOutlined,
  SettingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Alert, Badge, Card, Empty, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetDashboardEmailsQuery } from '../../api/dashboard';
import { useSession } from '../../app/session';
import { languageInfo } from '../../i18n/languages';
import { formatDateTime } from '../../lib/format';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { useListDocumentsQuery } from '../documents/documentsApi';
import type { Activity } from './stats';
import { dashboardStats, recentActivity } from './stats';
import './dashboard.css';

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

const QUICK_ACTIONS: { path: string; labelKey: string; icon: ReactNode }[] = [
  { path: '/emails', labelKey: 'dashboard.quick.inbox', icon: <InboxOutlined /> },
  { path: '/documents', labelKey: 'dashboard.quick.documents', icon: <FileTextOutlined /> },
  { path: '/chat', labelKey: 'dashboard.quick.chat', icon: <CommentOutlined /> },
  { path: '/email-config', labelKey: 'dashboard.quick.emailConfig', icon: <SettingOutlined /> },
  { path: '/prompt-config', labelKey: 'dashboard.quick.promptConfig', icon: <FormOutlined /> },
  { path: '/chatbot-plugin', labelKey: 'dashboard.quick.chatbotPlugin', icon: <RobotOutlined /> },
];

function StatCard({
  label,
  value,
  hint,
  icon,
  testId,
}: {
  label: string;
  value: number;
  hint: string;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Card className="stat-card" data-testid={testId}>
      <div className="stat-head">
        <span className="stat-label">{label}</span>
        <span className="stat-icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="stat-value">{value}</p>
      <p className="stat-hint">{hint}</p>
    </Card>
  );
}

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
      <Tag color={STATUS_COLORS[item.status] ?? 'default'}>
        {t(
          item.kind === 'document'
            ? `documents.status.${item.status}`
            : `dashboard.status.${item.status}`,
        )}
      </Tag>
    </li>
  );
}

export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const locale = languageInfo(i18n.language).tag;
  const { user } = useSession();
  const documents = useListDocumentsQuery();
  const emails = useGetDashboardEmailsQuery();
  useLoggedFailure('documents', documents.error);
  useLoggedFailure('emails', emails.error);

  const emailList = emails.data ?? [];
  const documentList = documents.data ?? [];
  const stats = dashboardStats(emailList, documentList);
  const activity = recentActivity(emailList, documentList);
  const loading = documents.isLoading || emails.isLoading;
  const name = user?.name?.trim() || t('layout.userFallback');

  return (
    <div className="dashboard">
      <header className="page-header">
        <h1>{t('dashboard.welcome', { name })}</h1>
        <p>{t('dashboard.subtitle')}</p>
      </header>

      {user && !user.emailConfigured && (
        <Alert
          className="dashboard-alert"
          type="info"
          showIcon
          title={t('dashboard.noMailbox.title')}
          description={
            <>
              {t('dashboard.noMailbox.text')}{' '}
              <Link to="/email-config">{t('dashboard.noMailbox.link')}</Link>
            </>
          }
        />
      )}

      <section className="stat-grid" aria-label={t('dashboard.statsLabel')}>
        <StatCard
          testId="stat-total-emails"
          label={t('dashboard.stats.totalEmails')}
          value={stats.totalEmails}
          hint={t('dashboard.stats.thisWeek', { value: stats.thisWeek })}
          icon={<MailOutlined />}
        />
        <StatCard
          testId="stat-ai-responses"
          label={t('dashboard.stats.aiResponses')}
          value={stats.aiResponses}
          hint={
            stats.successRate === null
              ? t('dashboard.stats.successRateNone')
              : t('dashboard.stats.successRate', { rate: stats.successRate })
          }
          icon={<ThunderboltOutlined />}
        />
        <StatCard
          testId="stat-unread"
          label={t('dashboard.stats.unread')}
          value={stats.unread}
          hint={t('dashboard.stats.unreadHint')}
          icon={<InboxOutlined />}
        />
        <StatCard
          testId="stat-documents"
          label={t('dashboard.stats.documents')}
          value={stats.documents}
          hint={t('dashboard.stats.documentsHint')}
          icon={<FileTextOutlined />}
        />
      </section>

      <div className="dashboard-columns">
        <Card
          title={<h2 className="card-title">{t('dashboard.activity.title')}</h2>}
          className="activity-card"
        >
          {loading ? (
            <Skeleton active />
          ) : activity.length === 0 ? (
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
              {activity.map((item) => (
                <ActivityItem key={`${item.kind}-${item.id}`} item={item} locale={locale} />
              ))}
            </ul>
          )}
        </Card>

        <div className="dashboard-side">
          <Card title={<h2 className="card-title">{t('dashboard.automation.title')}</h2>}>
            <ul className="automation-list">
              {(
                [
                  ['emailService', <MailOutlined key="m" />],
                  ['aiResponses', <RobotOutlined key="r" />],
                  ['documentSync', <CloudSyncOutlined key="d" />],
                ] as const
              ).map(([key, icon]) => (
                <li key={key}>
                  <span className="automation-icon" aria-hidden="true">
                    {icon}
                  </span>
                  <span className="automation-label">{t(`dashboard.automation.${key}`)}</span>
                  <Badge status="success" text={t('dashboard.automation.active')} />
                </li>
              ))}
            </ul>
          </Card>
          <Card title={<h2 className="card-title">{t('dashboard.quick.title')}</h2>}>
            <nav className="quick-grid" aria-label={t('dashboard.quick.title')}>
              {QUICK_ACTIONS.map((action) => (
                <Link key={action.path} to={action.path} className="quick-action">
                  <span aria-hidden="true">{action.icon}</span>
                  {t(action.labelKey)}
                </Link>
              ))}
            </nav>
          </Card>
          <p className="dashboard-footnote">
            <CheckCircleOutlined aria-hidden="true" /> {t('dashboard.footnote')}
          </p>
        </div>
      </div>
    </div>
  );
}
