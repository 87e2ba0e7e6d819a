import { runServiceMain } from '@winzmail/platform/telemetry';

await runServiceMain('reply-generation', async () => {
  const [{ start }, { loadReplyConfig }] = await Promise.all([
    import('./start.js'),
    import('./config.js'),
  ]);
  return { config: loadReplyConfig(), start };
});
