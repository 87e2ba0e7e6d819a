import { FileTextOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /documents: placeholder until its feature lands (title and an empty state, no actions). */
export default function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <section className="stub-page" aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="stub-title">
        {t('pages.documents')}
      </Typography.Title>
      <Typography.Paragraph className="stub-subtitle">
        {t('stubs.documents.subtitle')}
      </Typography.Paragraph>
      <Card>
        <Empty
          image={<FileTextOutlined className="stub-icon" aria-hidden="true" />}
          description={
            <>
              <strong>{t('stubs.documents.emptyTitle')}</strong>
              <br />
              {t('stubs.documents.emptyText')}
            </>
          }
        />
      </Card>
    </section>
  );
}
