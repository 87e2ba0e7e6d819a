import { FormOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /prompt-config: placeholder until its feature lands (title and an empty state, no actions). */
export default function PromptConfigPage() {
  const { t } = useTranslation();
  return (
    <section className="stub-page" aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="stub-title">
        {t('pages.promptConfig')}
      </Typography.Title>
      <Typography.Paragraph className="stub-subtitle">
        {t('stubs.promptConfig.subtitle')}
      </Typography.Paragraph>
      <Card>
        <Empty
          image={<FormOutlined className="stub-icon" aria-hidden="true" />}
          description={
            <>
              <strong>{t('stubs.promptConfig.emptyTitle')}</strong>
              <br />
              {t('stubs.promptConfig.emptyText')}
            </>
          }
        />
      </Card>
    </section>
  );
}
