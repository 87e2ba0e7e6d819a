import { runServiceMain } from '@winzmail/platform/telemetry';

await runServiceMain('knowledge-ingestion', async () => {
  const [{ start }, { loadKnowledgeConfig }] = await Promise.all([
    import('./start.js'),
    import('./config.js'),
  ]);
  return { config: loadKnowledgeConfig(), start };
});
