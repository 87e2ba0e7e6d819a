import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IncomingEmail } from '../../api/contract';

/** "Website chat" on an email a website visitor handed to staff (its text is their chat). */
export function HandoffTag({ email }: { email: IncomingEmail }) {
  const { t } = useTranslation();
  if (email.origin !== 'widget_handoff') return null;
  return (
    <Tag className="inbox-handoff" title={t('handoff.hint')} data-testid="email-handoff">
      {t('handoff.label')}
    </Tag>
  );
}
