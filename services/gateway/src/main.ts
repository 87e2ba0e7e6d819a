import { runServiceMain } from '@winzmail/platform/telemetry';

await runServiceMain('gateway', async () => {
  const [{ start }, { loadGatewayConfig }] = await Promise.all([
    import('./start.js'),
    import('./config.js'),
  ]);
  const config = loadGatewayConfig();
  return {
    config,
    start: async (c: typeof config, o: Parameters<typeof start>[1]) => {
      const gw = await start(c, o);
      return { address: gw.url, port: gw.port, stop: gw.stop };
    },
  };
});
