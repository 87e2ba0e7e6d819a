import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from '../../config';
import { languageInfo } from '../../i18n/languages';
import { signOut, useSession } from '../session';
import { useAppDispatch } from '../store';
import { navItemFor } from './navItems';
import { SidebarFooter } from './SidebarFooter';
import { SidebarNav } from './SidebarNav';
import { SidebarProvider, useSidebar } from './sidebarState';

const MobileSidebar = lazy(() => import('./MobileSidebar'));

function Shell() {
  const { t, i18n } = useTranslation();
  const sidebar = useSidebar();
  const session = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const rtl = languageInfo(i18n.language).dir === 'rtl';
  const collapsed = !sidebar.open;
  const current = navItemFor(location.pathname);
  const expanded = sidebar.isMobile ? sidebar.openMobile : sidebar.open;

  const logout = () => {
    void dispatch(signOut());
    navigate('/login', { replace: true });
  };

  const shortcut = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘B' : 'Ctrl+B';
  const ToggleIcon = expanded !== rtl ? MenuFoldOutlined : MenuUnfoldOutlined;

  return (
    <div className="app-shell" data-sidebar-state={sidebar.open ? 'expanded' : 'collapsed'}>
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      {sidebar.isMobile ? (
        <Suspense fallback={null}>
          <MobileSidebar
            open={sidebar.openMobile}
            onClose={() => sidebar.setOpenMobile(false)}
            rtl={rtl}
            label={t('layout.navLabel')}
          >
            <div className="app-sidebar mobile" data-testid="sidebar">
              <SidebarNav collapsed={false} onNavigate={() => sidebar.setOpenMobile(false)} />
              <SidebarFooter user={session.user} collapsed={false} />
            </div>
          </MobileSidebar>
        </Suspense>
      ) : (
        <aside
          className="app-sidebar"
          data-testid="sidebar"
          data-state={collapsed ? 'collapsed' : 'expanded'}
          style={{ width: collapsed ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH }}
        >
          <SidebarNav collapsed={collapsed} />
          <SidebarFooter user={session.user} collapsed={collapsed} />
        </aside>
      )}
      <div className="app-main">
        <header className="app-header">
          <Tooltip title={`${t('layout.toggleSidebar')} (${shortcut})`}>
            <Button
              type="text"
              icon={<ToggleIcon />}
              onClick={sidebar.toggle}
              aria-label={t('layout.toggleSidebar')}
              aria-expanded={expanded}
              data-testid="sidebar-toggle"
            />
          </Tooltip>
          <span className="app-header-title">
            {current
              ? t(current.labelKey)
              : location.pathname === '/profile'
                ? t('account.profile.title')
                : ''}
          </span>
          <span className="app-header-spacer" />
          <Tooltip title={t('account.profile.title')}>
            <Button
              type="text"
              icon={<UserOutlined />}
              onClick={() => navigate('/profile')}
              aria-label={t('account.profile.title')}
              data-testid="profile-link"
            />
          </Tooltip>
          <LanguageSwitcher />
          {/* Labelled in words at every width: the icon alone read as "refresh". */}
          <Tooltip title={t('layout.logout')}>
            <Button
              icon={<LogoutOutlined className="flip-rtl" />}
              onClick={logout}
              data-testid="logout"
              className="app-header-logout"
            >
              {t('layout.logout')}
            </Button>
          </Tooltip>
        </header>
        <main id="main-content" className="app-content" tabIndex={-1}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** Signed-in pages: sidebar, header with logout, the page. */
export default function AppLayout() {
  return (
    <SidebarProvider>
      <Shell />
    </SidebarProvider>
  );
}
