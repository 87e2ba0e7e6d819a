import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import './mail-accounts.css';

/**
 * Why a mailbox sign-in cannot be used here, beside its disabled button: the provider is not set
 * up on this server (and, for administrators, the settings that turn it on), or which sign-ins
 * the server offers could not be read.
 */
export function ProviderUnavailable({
  id,
  reason,
  settings,
}: {
  /** Referenced by the disabled button's aria-describedby. */
  id: string;
  reason: string;
  /** The server's environment variables to set; none when unknown. */
  settings?: string[];
}) {
  const { t } = useTranslation();
  return (
    <div id={id} className="provider-unavailable" data-testid={id}>
      <p>{reason}</p>
      {settings && settings.length > 0 && (
        <p className="provider-settings">
          {t('accounts.adminSettings')}{' '}
          {settings.map((name, index) => (
            <Fragment key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
