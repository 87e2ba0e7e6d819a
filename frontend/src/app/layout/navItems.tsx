import {
  BookOutlined,
  CommentOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FormOutlined,
  HistoryOutlined,
  InboxOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  WindowsOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface NavItem {
  path: string;
  /** i18n key of the page's title. */
  labelKey: string;
  icon: ReactNode;
}

export interface NavGroup {
  key: string;
  labelKey: string;
  items: NavItem[];
}

/** The sidebar of spec section 2 ("Layout"). */
export const NAV_GROUPS: NavGroup[] = [
  {
    key: 'autoReply',
    labelKey: 'layout.groups.autoReply',
    items: [
      { path: '/dashboard', labelKey: 'pages.dashboard', icon: <DashboardOutlined /> },
      { path: '/emails', labelKey: 'pages.emails', icon: <InboxOutlined /> },
      // Before choosing Auto: how the product would have answered the mailbox's past emails.
      { path: '/replay', labelKey: 'replay.title', icon: <HistoryOutlined /> },
      { path: '/documents', labelKey: 'pages.documents', icon: <FileTextOutlined /> },
      // The questions the documents do not answer yet, and staff's answers added to them.
      { path: '/knowledge-gaps', labelKey: 'gaps.title', icon: <QuestionCircleOutlined /> },
      { path: '/chat', labelKey: 'pages.chat', icon: <CommentOutlined /> },
      { path: '/email-config', labelKey: 'pages.emailConfig', icon: <SettingOutlined /> },
      { path: '/prompt-config', labelKey: 'pages.promptConfig', icon: <FormOutlined /> },
      { path: '/chatbot-plugin', labelKey: 'pages.chatbotPlugin', icon: <RobotOutlined /> },
      { path: '/instruction', labelKey: 'pages.instruction', icon: <BookOutlined /> },
    ],
  },
  {
    key: 'outlook',
    labelKey: 'layout.groups.outlook',
    items: [
      {
        path: '/outlook-email-config',
        labelKey: 'pages.outlookEmailConfig',
        icon: <WindowsOutlined />,
      },
    ],
  },
  {
    key: 'subscription',
    labelKey: 'layout.groups.subscription',
    items: [
      { path: '/subscription', labelKey: 'pages.subscription', icon: <CreditCardOutlined /> },
    ],
  },
  {
    key: 'legal',
    labelKey: 'layout.groups.legal',
    items: [
      {
        path: '/privacy-policy',
        labelKey: 'pages.privacyPolicy',
        icon: <SafetyCertificateOutlined />,
      },
    ],
  },
];

export function navItemFor(pathname: string): NavItem | undefined {
  for (const group of NAV_GROUPS) {
    const item = group.items.find((i) => i.path === pathname);
    if (item) return item;
  }
  return undefined;
}
