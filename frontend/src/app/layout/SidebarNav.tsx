import { Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/Logo';
import { languageInfo } from '../../i18n/languages';
import { pageActions } from '../pageActions';
import { NAV_GROUPS } from './navItems';

/** The grouped links. Clicking the link of the page already open reloads it (spec section 2). */
export function SidebarNav({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const rtl = languageInfo(i18n.language).dir === 'rtl';

  const onClick = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (location.pathname === path) {
      event.preventDefault();
      pageActions.reload();
      return;
    }
    onNavigate?.();
  };

  return (
    <>
      <Link to="/dashboard" className="sidebar-brand" aria-label={t('app.name')}>
        <Logo size={collapsed ? 26 : 30} />
        {!collapsed && <span className="sidebar-brand-name">{t('app.name')}</span>}
      </Link>
      <nav className="sidebar-nav" aria-label={t('layout.navLabel')}>
        {NAV_GROUPS.map((group) => (
          <div
            className="sidebar-group"
            key={group.key}
            role="group"
            aria-labelledby={`nav-${group.key}`}
          >
            <div
              id={`nav-${group.key}`}
              className={collapsed ? 'sidebar-group-label visually-hidden' : 'sidebar-group-label'}
            >
              {t(group.labelKey)}
            </div>
            <ul>
              {group.items.map((item) => {
                const active = location.pathname === item.path;
                const label = t(item.labelKey);
                const link = (
                  <Link
                    to={item.path}
                    className={active ? 'sidebar-link active' : 'sidebar-link'}
                    aria-current={active ? 'page' : undefined}
                    aria-label={collapsed ? label : undefined}
                    onClick={(event) => onClick(event, item.path)}
                  >
                    <span className="sidebar-link-icon" aria-hidden="true">
                      {item.icon}
                    </span>
                    {!collapsed && <span className="sidebar-link-label">{label}</span>}
                  </Link>
                );
                return (
                  <li key={item.path}>
                    {collapsed ? (
                      <Tooltip title={label} placement={rtl ? 'left' : 'right'}>
                        {link}
                      </Tooltip>
                    ) : (
                      link
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}
