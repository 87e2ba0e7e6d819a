import { InboxOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /emails: placeholder until its feature lands (title and an empty state, no actions). */
export default function EmailsPage() {
  const { t } = useTranslation();
  return (
    <section className="stub-page" aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="stub-title">
        {t('pages.emails')}
      </Typography.Title>
      <Typography.Paragraph className="stub-subtitle">
        {t('stubs.emails.subtitle')}
      </Typography.Paragraph>
      <Card>
        <Empty
          image={<InboxOutlined className="stub-icon" aria-hidden="true" />}
          description={
            <>
              <strong>{t('stubs.emails.emptyTitle')}</strong>
              <br />
              {t('stubs.emails.emptyText')}
            </>
          }
        />
      </Card>
    </section>
  );
}
