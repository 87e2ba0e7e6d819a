import { RobotOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /chatbot-plugin: placeholder until its feature lands (title and an empty state, no actions). */
export default function ChatbotPluginPage() {
  const { t } = useTranslation();
  return (
    <section className="stub-page" aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="stub-title">
        {t('pages.chatbotPlugin')}
      </Typography.Title>
      <Typography.Paragraph className="stub-subtitle">
        {t('stubs.chatbotPlugin.subtitle')}
      </Typography.Paragraph>
      <Card>
        <Empty
          image={<RobotOutlined className="stub-icon" aria-hidden="true" />}
          description={
            <>
              <strong>{t('stubs.chatbotPlugin.emptyTitle')}</strong>
              <br />
              {t('stubs.chatbotPlugin.emptyText')}
            </>
          }
        />
      </Card>
    </section>
  );
}
