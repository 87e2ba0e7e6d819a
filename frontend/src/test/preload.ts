/**
 * Jest's ESM loader fails when two dynamic imports reach the same module at once
 * ("request for … is not in cache"), which lazy routes do. Loading every page once, one after
 * the other, before a test renders the app makes the routes' own imports hit the cache.
 */
export async function preloadRoutes(): Promise<void> {
  await import('../app/Toaster');
  await import('../app/layout/PublicLayout');
  await import('../app/layout/AppLayout');
  await import('../features/landing/LandingPage');
  await import('../features/auth/LoginPage');
  await import('../features/auth/RegisterPage');
  await import('../features/not-found/NotFoundPage');
  await import('../features/privacy-policy/PrivacyPolicyPage');
  await import('../features/dashboard/DashboardPage');
  await import('../features/chat-widget/ChatWidgetPage');
  for (const load of [
    () => import('../features/subscription/SubscriptionPage'),
    () => import('../features/outlook-config/OutlookConfigPage'),
    () => import('../features/documents/DocumentsPage'),
    () => import('../features/knowledge-gaps/KnowledgeGapsPage'),
    () => import('../features/inbox/InboxPage'),
    () => import('../features/prompt-config/PromptConfigPage'),
    () => import('../features/chat/ChatPage'),
    () => import('../features/knowledge-gaps/AddEntryModal'),
    () => import('../features/dashboard/MailboxSelect'),
    () => import('../app/layout/MobileSidebar'),
    () => import('../app/layout/SignOutEverywhereConfirm'),
    () => import('../features/replay/ThreadPager'),
    () => import('../features/prompt-config/ReplyResult'),
    () => import('../features/inbox/EmailDetail'),
    () => import('../components/AntdModal'),
    () => import('../features/chatbot-plugin/ChatbotPluginPage'),
    () => import('../features/instruction/InstructionPage'),
    () => import('../features/email-config/EmailConfigPage'),
    () => import('../features/product-features/FeaturesPage'),
    () => import('../features/pricing/PricingPage'),
    () => import('../features/contact/ContactPage'),
  ]) {
    await load();
  }
}
