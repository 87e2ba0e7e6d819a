import { WindowsOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /outlook-email-config: placeholder until its feature lands (title and an empty state, no actions). */
export default function OutlookEmailConfigPage() {
  const { t } = useTranslation();
  return (
    <section className="stub-page" aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="stub-title">
        {t('pages.outlookEmailConfig')}
      </Typography.Title>
      <Typography.Paragraph className="stub-subtitle">
        {t('stubs.outlookEmailConfig.subtitle')}
      </Typography.Paragraph>
      <Card>
        <Empty
          image={<WindowsOutlined className="stub-icon" aria-hidden="true" />}
          description={
            <>
              <strong>{t('stubs.outlookEmailConfig.emptyTitle')}</strong>
              <br />
              {t('stubs.outlookEmailConfig.emptyText')}
            </>
          }
        />
      </Card>
    </section>
  );
}
