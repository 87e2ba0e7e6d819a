import { CrownOutlined, DatabaseOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageInfo } from '../../i18n/languages';
import { formatDate, formatPrice } from '../../lib/format';
import { planName } from '../../lib/planText';
import { isAdminToken } from '../../features/account/tokenClaims';
import type { SessionUser } from '../session';
import { useAppSelector } from '../store';
import { SignOutEverywhereButton } from './SignOutEverywhereButton';

/**
 * Organisation name, its user_email, "sign out everywhere", the link to "Your data" (export and
 * deletion) and, when a plan exists, plan name, price and expiry.
 */
export function SidebarFooter({
  user,
  collapsed,
}: {
  user: SessionUser | null;
  collapsed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = languageInfo(i18n.language).tag;
  const name = user?.name?.trim() || t('layout.userFallback');
  const email = user?.user_email?.trim() || t('layout.emailFallback');
  const initial = name.charAt(0).toUpperCase();
  // Export and deletion are the administrator's: others are not shown the way there.
  const admin = useAppSelector((state) => isAdminToken(state.auth.token));
  return (
    <div className="sidebar-footer" data-testid="sidebar-footer">
      <div className="sidebar-user" title={collapsed ? `${name} — ${email}` : undefined}>
        <span className="sidebar-avatar" aria-hidden="true">
          {initial || <UserOutlined />}
        </span>
        {!collapsed && (
          <span className="sidebar-user-text">
            <span className="sidebar-user-name" data-testid="sidebar-org-name">
              {name}
            </span>
            <span className="sidebar-user-email" data-testid="sidebar-org-email">
              {email}
            </span>
          </span>
        )}
      </div>
      {!collapsed && <SignOutEverywhereButton />}
      {!collapsed && admin && (
        <Link to="/account/data" className="sidebar-your-data" data-testid="your-data-link">
          <DatabaseOutlined aria-hidden="true" /> {t('accountData.link')}
        </Link>
      )}
      {!collapsed && user?.plan_name && (
        <div className="sidebar-plan" data-testid="sidebar-plan">
          <span className="sidebar-plan-name">
            <CrownOutlined aria-hidden="true" /> <bdi>{planName(t, user.plan_name)}</bdi>
          </span>
          {user.plan_price != null && (
            <span className="sidebar-plan-price">
              <bdi>{formatPrice(user.plan_price, user.plan_currency, locale)}</bdi>
            </span>
          )}
          <span className="sidebar-plan-expiry">
            {t('layout.expires')}: {formatDate(user.plan_expiry, locale) ?? t('common.na')}
          </span>
        </div>
      )}
    </div>
  );
}
