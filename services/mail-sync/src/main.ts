import { runServiceMain } from '@winzmail/platform/telemetry';

await runServiceMain('mail-sync', async () => {
  const [{ start }, { loadMailConfig }] = await Promise.all([
    import('./start.js'),
    import('./config.js'),
  ]);
  return { config: loadMailConfig(), start };
});
