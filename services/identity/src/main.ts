import { runServiceMain } from '@winzmail/platform/telemetry';

await runServiceMain('identity', async () => {
  const [{ start }, { loadIdentityConfig }] = await Promise.all([
    import('./start.js'),
    import('./config.js'),
  ]);
  return { config: loadIdentityConfig(), start };
});
