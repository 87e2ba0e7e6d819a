import { runServiceMain } from '@winzmail/platform/telemetry';

await runServiceMain('chat', async () => {
  const [{ start }, { loadChatConfig }] = await Promise.all([
    import('./start.js'),
    import('./config.js'),
  ]);
  return { config: loadChatConfig(), start };
});
