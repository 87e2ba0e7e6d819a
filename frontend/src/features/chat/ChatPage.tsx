import { CommentOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /chat: placeholder until its feature lands (title and an empty state, no actions). */
export default function ChatPage() {
  const { t } = useTranslation();
  return (
    <section className="stub-page" aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="stub-title">
        {t('pages.chat')}
      </Typography.Title>
      <Typography.Paragraph className="stub-subtitle">
        {t('stubs.chat.subtitle')}
      </Typography.Paragraph>
      <Card>
        <Empty
          image={<CommentOutlined className="stub-icon" aria-hidden="true" />}
          description={
            <>
              <strong>{t('stubs.chat.emptyTitle')}</strong>
              <br />
              {t('stubs.chat.emptyText')}
            </>
          }
        />
      </Card>
    </section>
  );
}
