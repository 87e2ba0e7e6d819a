import {
  ClockCircleOutlined,
  CommentOutlined,
  ControlOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  LockOutlined,
  MailOutlined,
  RobotOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  WindowsOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface Item {
  key: string;
  icon: ReactNode;
}

/** The three product features (spec section 1); texts under landing.features.<key>. */
export const FEATURES: Item[] = [
  { key: 'autoReply', icon: <MailOutlined /> },
  { key: 'websiteBot', icon: <RobotOutlined /> },
  { key: 'outlookPlugin', icon: <WindowsOutlined /> },
];

/** Six benefits; texts under landing.benefits.<key>. */
export const BENEFITS: Item[] = [
  { key: 'grounded', icon: <FileSearchOutlined /> },
  { key: 'control', icon: <ControlOutlined /> },
  { key: 'languages', icon: <GlobalOutlined /> },
  { key: 'time', icon: <ClockCircleOutlined /> },
  { key: 'oneBrain', icon: <CommentOutlined /> },
  { key: 'privacy', icon: <SafetyCertificateOutlined /> },
];

/** Trust badges; texts under landing.badges.<key>. */
export const BADGES: Item[] = [
  { key: 'encryption', icon: <LockOutlined /> },
  { key: 'setup', icon: <ThunderboltOutlined /> },
  { key: 'trusted', icon: <TeamOutlined /> },
];

/** How it works, three steps; texts under landing.steps.<key>. */
export const STEPS = ['upload', 'style', 'connect'] as const;
