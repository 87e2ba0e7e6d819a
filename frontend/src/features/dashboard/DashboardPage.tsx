import {
  CheckCircleOutlined,
  CommentOutlined,
  FileTextOutlined,
  FormOutlined,
  InboxOutlined,
  MailOutlined,
  RobotOutlined,
  SettingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Alert } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useGetLatestEmailsQuery } from '../../api/dashboard';
import {
  useGetAutomationStatusQuery,
  useGetEmailStatsQuery,
  utcOffsetMinutes,
} from '../../api/mailbox';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toasts';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { useListDocumentsQuery } from '../documents/documentsApi';
import { AutomationCard } from './AutomationCard';
import { CheckMailButton } from './CheckMailButton';
import { OutcomesCard } from './OutcomesCard';
import { PerformanceCard } from './PerformanceCard';
import { RecentActivity } from './RecentActivity';
import { emailFigures, recentActivity } from './stats';
import './dashboard.css';
import { Card } from '../../components/Card';

/** The figures follow new mail without a reload. */
const REFRESH_MS = 30_000;
/** Spec section 9: the two latest emails (and documents) in Recent activity. */
const ACTIVITY_EMAILS = 2;

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

/** /dashboard: the figures, recent activity and automation status from real data. */
/**
 * Google returns the browser here after the Gmail consent with ?gmail=connected | declined |
 * failed: said once as a toast, then dropped from the address (a reload does not repeat it).
 */
function useGmailOutcome() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('gmail');
  // Development's StrictMode runs effects twice: the toast still shows once.
  const said = useRef<string | null>(null);
  useEffect(() => {
    if (!outcome || said.current === outcome) return;
    said.current = outcome;
    if (outcome === 'connected') toast.success(t('accounts.gmailConnected'));
    else toast.error(t('accounts.gmailFailed'));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('gmail');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams, t, toast]);
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useGmailOutcome();
  const polling = { pollingInterval: REFRESH_MS };
  const stats = useGetEmailStatsQuery(utcOffsetMinutes(), polling);
  const automation = useGetAutomationStatusQuery(undefined, polling);
  const emails = useGetLatestEmailsQuery(ACTIVITY_EMAILS, polling);
  const documents = useListDocumentsQuery();
  useLoggedFailure('email figures', stats.error);
  useLoggedFailure('automation status', automation.error);
  useLoggedFailure('emails', emails.error);
  useLoggedFailure('documents', documents.error);

  const figures = emailFigures(stats.data);
  const activity = recentActivity(emails.data ?? [], documents.data ?? []);
  const name = user?.name?.trim() || t('layout.userFallback');
  const mailboxConfigured = Boolean(user?.emailConfigured);

  return (
    <div className="dashboard">
      <header className="page-header dashboard-header">
        <div>
          <h1>{t('dashboard.welcome', { name })}</h1>
          <p>{t('dashboard.subtitle')}</p>
        </div>
        <CheckMailButton mailboxConfigured={mailboxConfigured} />
      </header>

      {user && !mailboxConfigured && (
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
          value={figures.total}
          hint={t('dashboard.stats.thisWeek', { value: figures.thisWeek })}
          icon={<MailOutlined />}
        />
        <StatCard
          testId="stat-ai-responses"
          label={t('dashboard.stats.aiResponses')}
          value={figures.replied}
          hint={
            figures.successRate === null
              ? t('dashboard.stats.successRateNone')
              : t('dashboard.stats.successRate', { rate: figures.successRate })
          }
          icon={<ThunderboltOutlined />}
        />
        <StatCard
          testId="stat-unread"
          label={t('dashboard.stats.unread')}
          value={figures.pending}
          hint={t('dashboard.stats.unreadHint')}
          icon={<InboxOutlined />}
        />
        <StatCard
          testId="stat-documents"
          label={t('dashboard.stats.documents')}
          value={documents.data?.length ?? 0}
          hint={t('dashboard.stats.documentsHint')}
          icon={<FileTextOutlined />}
        />
      </section>

      <PerformanceCard figures={figures} week={stats.data?.week ?? []} />

      <OutcomesCard />

      <div className="dashboard-columns">
        <RecentActivity items={activity} loading={documents.isLoading || emails.isLoading} />
        <div className="dashboard-side">
          <AutomationCard status={automation.data} loading={automation.isLoading} />
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
