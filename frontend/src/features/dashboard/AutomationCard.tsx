import { CloudSyncOutlined, MailOutlined, RobotOutlined } from '@ant-design/icons';
import { Badge, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AutomationStatus } from '../../api/contract';
import type { Indicator } from './automation';
import { automationIndicators } from './automation';
import { Card } from '../../components/Card';

const ICONS: Record<Indicator['key'], ReactNode> = {
  emailService: <MailOutlined />,
  aiResponses: <RobotOutlined />,
  documentSync: <CloudSyncOutlined />,
};

const LINK_TEXT: Record<string, string> = {
  '/email-config': 'dashboard.automation.openEmailConfig',
  '/documents': 'dashboard.automation.openDocuments',
};

/** Email service, AI responses and document sync: Active when they are, else what is wrong. */
export function AutomationCard({
  status,
  loading,
}: {
  status: AutomationStatus | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card title={<h2 className="card-title">{t('dashboard.automation.title')}</h2>}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <ul className="automation-list" data-testid="automation-status">
          {automationIndicators(status).map((item) => (
            <li key={item.key} data-testid={`automation-${item.key}`}>
              <span className="automation-icon" aria-hidden="true">
                {ICONS[item.key]}
              </span>
              <span className="automation-text">
                <span className="automation-label">{t(`dashboard.automation.${item.key}`)}</span>
                {item.note && (
                  <span className="automation-detail">
                    {t(`dashboard.automation.state.${item.note.key}`, item.note.values)}
                  </span>
                )}
                {item.detail && <span className="automation-detail">{item.detail}</span>}
                {item.link && (
                  <Link to={item.link} className="automation-link">
                    {t(LINK_TEXT[item.link] ?? '')}
                  </Link>
                )}
              </span>
              <Badge
                status={item.tone}
                text={t(`dashboard.automation.state.${item.label}`, item.values)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
