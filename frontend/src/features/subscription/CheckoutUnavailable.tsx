import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProviderUnavailable } from '../mail-accounts/ProviderUnavailable';

/**
 * Paying by card is not set up on this server: said above the plans (whose actions it
 * describes), with the settings an administrator sets. The trial and the plans stay as they are.
 */
export function CheckoutUnavailable({ id, settings }: { id: string; settings: string[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      className="subscription-banner"
      title={t('subscription.checkoutUnavailableTitle')}
      description={
        <ProviderUnavailable
          id={id}
          reason={t('subscription.checkoutUnavailableText')}
          settings={settings}
        />
      }
    />
  );
}
