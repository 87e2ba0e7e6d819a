import { SettingOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /email-config: placeholder until its feature lands (title and an empty state, no actions). */
export default function EmailConfigPage() {
  const { t } = useTranslation();
  return (
    <section className="stub-page" aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="stub-title">
        {t('pages.emailConfig')}
      </Typography.Title>
      <Typography.Paragraph className="stub-subtitle">
        {t('stubs.emailConfig.subtitle')}
      </Typography.Paragraph>
      <Card>
        <Empty
          image={<SettingOutlined className="stub-icon" aria-hidden="true" />}
          description={
            <>
              <strong>{t('stubs.emailConfig.emptyTitle')}</strong>
              <br />
              {t('stubs.emailConfig.emptyText')}
            </>
          }
        />
      </Card>
    </section>
  );
}
