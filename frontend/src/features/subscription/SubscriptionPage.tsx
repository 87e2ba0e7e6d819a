import { CreditCardOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /subscription: placeholder until its feature lands (title and an empty state, no actions). */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <section className="stub-page" aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="stub-title">
        {t('pages.subscription')}
      </Typography.Title>
      <Typography.Paragraph className="stub-subtitle">
        {t('stubs.subscription.subtitle')}
      </Typography.Paragraph>
      <Card>
        <Empty
          image={<CreditCardOutlined className="stub-icon" aria-hidden="true" />}
          description={
            <>
              <strong>{t('stubs.subscription.emptyTitle')}</strong>
              <br />
              {t('stubs.subscription.emptyText')}
            </>
          }
        />
      </Card>
    </section>
  );
}
