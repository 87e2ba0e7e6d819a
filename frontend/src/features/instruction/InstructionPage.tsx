import { BookOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /instruction: placeholder until its feature lands (title and an empty state, no actions). */
export default function InstructionPage() {
  const { t } = useTranslation();
  return (
    <section className="stub-page" aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="stub-title">
        {t('pages.instruction')}
      </Typography.Title>
      <Typography.Paragraph className="stub-subtitle">
        {t('stubs.instruction.subtitle')}
      </Typography.Paragraph>
      <Card>
        <Empty
          image={<BookOutlined className="stub-icon" aria-hidden="true" />}
          description={
            <>
              <strong>{t('stubs.instruction.emptyTitle')}</strong>
              <br />
              {t('stubs.instruction.emptyText')}
            </>
          }
        />
      </Card>
    </section>
  );
}
