import { runServiceMain } from '@winzmail/platform/telemetry';

await runServiceMain('billing', async () => {
  const [{ start }, { loadBillingConfig }] = await Promise.all([
    import('./start.js'),
    import('./config.js'),
  ]);
  return { config: loadBillingConfig(), start };
});
