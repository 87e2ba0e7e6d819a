import { CreditCardOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The signed-in screens not built yet: their title (`pages.<key>`), the texts under
 * `stubs.<key>` and an icon. A screen leaves this table when its own page is built.
 */
const SCREENS = {
  subscription: CreditCardOutlined,
} satisfies Record<string, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>>;

export type PlaceholderScreen = keyof typeof SCREENS;

/** A screen's placeholder until its feature lands: title and an empty state, no actions. */
export function PlaceholderPage({ screen }: { screen: PlaceholderScreen }) {
  const { t } = useTranslation();
  const Icon = SCREENS[screen];
  return (
    <section className="stub-page" aria-labelledby="page-title">
      <Typography.Title level={1} id="page-title" className="stub-title">
        {t(`pages.${screen}`)}
      </Typography.Title>
      <Typography.Paragraph className="stub-subtitle">
        {t(`stubs.${screen}.subtitle`)}
      </Typography.Paragraph>
      <Card>
        <Empty
          image={<Icon className="stub-icon" aria-hidden="true" />}
          description={
            <>
              <strong>{t(`stubs.${screen}.emptyTitle`)}</strong>
              <br />
              {t(`stubs.${screen}.emptyText`)}
            </>
          }
        />
      </Card>
    </section>
  );
}
