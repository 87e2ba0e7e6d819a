import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetOrgDetailsQuery } from '../../api/org';
import { useAppSelector } from '../../app/store';
import { EmailCard } from './EmailCard';
import { OrgNameCard } from './OrgNameCard';
import { PasswordCard } from './PasswordCard';
import { isAdminToken } from './tokenClaims';
import './account.css';

/** The signed-in user's account: password, sign-in email, and (administrators) the org's name. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const org = useGetOrgDetailsQuery();
  const admin = useAppSelector((state) => isAdminToken(state.auth.token));

  return (
    <div className="profile-page">
      <header className="page-header">
        <h1>{t('account.profile.title')}</h1>
        <p>{t('account.profile.subtitle')}</p>
      </header>
      <PasswordCard />
      <EmailCard currentEmail={org.data?.user_email ?? null} />
      {admin ? (
        <OrgNameCard name={org.data?.name ?? ''} />
      ) : (
        <Alert type="info" showIcon title={t('account.profile.adminOnly')} />
      )}
    </div>
  );
}
