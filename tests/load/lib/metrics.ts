// What the product's own metrics (docs/metrics.md) said during a load step, read back from
// Prometheus: the product pushes them over OTLP every second while the run goes on (local runs),
// or the deployment's Prometheus already has them (staging: PROMETHEUS_URL + LOAD_PROM_SELECTOR).
import type { StepMetrics } from './bottleneck.js';
import type { StepWindow } from './vegeta.js';

export interface MetricsSource {
  /** Where the product sends its metrics (local runs), as OTEL_* variables. */
  productEnv: Record<string, string>;
  /** The product's figures over a step. */
  read(window: StepWindow): Promise<StepMetrics>;
  /** Waits until the product's samples reach `until` (epoch ms): the last step is in. */
  settled(until: number): Promise<void>;
  describe: string;
}

/** A store operation: the service, the collection and the call. */
const STORE_OP = 'db_namespace, db_collection_name, db_operation_name';

type Vector = { metric: Record<string, string>; value: [number, string] }[];

/**
 * `namespace` names this run: the product's processes export with `service.namespace` set to it,
 * which Prometheus's OTLP receiver turns into `job="<namespace>/<service>"`.
 */
export function prometheusSource(
  url: string,
  namespace: string,
  selector = `job=~"${namespace}/.*"`,
): MetricsSource {
  const base = url.replace(/\/+$/, '');
  const query = async (expr: string, at: number): Promise<Vector> => {
    const res = await fetch(`${base}/api/v1/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: expr, time: String(at / 1000) }),
    });
    const body = (await res.json()) as {
      status: string;
      error?: string;
      data?: { result: Vector };
    };
    if (body.status !== 'success') throw new Error(`Prometheus: ${body.error} in ${expr}`);
    return (body.data?.result ?? []).filter((r) => Number.isFinite(Number(r.value[1])));
  };
  const num = (r: { value: [number, string] }) => Number(r.value[1]);
  const service = (job: string | undefined) => (job ?? '').replace(/^.*\//, '');
  const sel = (extra = '') => `{${selector}${extra ? `, ${extra}` : ''}}`;

  return {
    describe: `Prometheus ${base} (${selector})`,
    productEnv: {
      OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: `${base}/api/v1/otlp/v1/metrics`,
      OTEL_TRACES_EXPORTER: 'none',
      OTEL_METRIC_EXPORT_INTERVAL: '1000',
      OTEL_RESOURCE_ATTRIBUTES: `service.namespace=${namespace}`,
    },
    async settled(until) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const seen = await query(
          `max(timestamp(winzmail_process_cpu_time_seconds_total${sel()}))`,
          Date.now(),
        );
        if (seen.length && num(seen[0]!) * 1000 >= until) return;
        if (Date.now() > deadline)
          throw new Error(`no metrics from the product reached ${base} after the last step`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    async read({ start, end }) {
      // The step's own span (a rate needs two samples: exports are 1 s apart).
      const range = `${Math.max(2, Math.round((end - start) / 1000))}s`;
      const q = (expr: string) => query(expr, end);
      const mean = (metric: string, by = '', extra = '') =>
        `sum${by ? ` by (${by})` : ''} (rate(${metric}_sum${sel(extra)}[${range}])) / ` +
        `sum${by ? ` by (${by})` : ''} (rate(${metric}_count${sel(extra)}[${range}]))`;
      const quantile = (metric: string, by: string, extra = '') =>
        `histogram_quantile(0.95, sum by (le${by ? `, ${by}` : ''}) (rate(${metric}_bucket${sel(extra)}[${range}])))`;
      const [
        cpu,
        elu,
        lagMax,
        lagEnd,
        storeOpsCount,
        storeOpsBusy,
        modelP95,
        modelRate,
        rpcP95,
        rpcBusy,
        storeBusy,
        modelBusy,
        handlers,
      ] = await Promise.all([
        q(`sum by (job) (rate(winzmail_process_cpu_time_seconds_total${sel()}[${range}]))`),
        q(`max by (job) (avg_over_time(winzmail_nodejs_eventloop_utilization${sel()}[${range}]))`),
        q(
          `max by (messaging_destination_name, messaging_consumer_group_name) (max_over_time(winzmail_bus_consumer_lag${sel()}[${range}]))`,
        ),
        q(
          `max by (messaging_destination_name, messaging_consumer_group_name) (last_over_time(winzmail_bus_consumer_lag${sel()}[${range}]))`,
        ),
        q(`sum by (${STORE_OP}) (rate(winzmail_store_duration_seconds_count${sel()}[${range}]))`),
        q(`sum by (${STORE_OP}) (rate(winzmail_store_duration_seconds_sum${sel()}[${range}]))`),
        q(quantile('winzmail_llm_duration_seconds', '')),
        q(`sum(rate(winzmail_llm_duration_seconds_count${sel()}[${range}]))`),
        q(
          quantile(
            'winzmail_rpc_server_duration_seconds',
            'rpc_service, rpc_method',
            'rpc_service!~"grpc.health.*"',
          ),
        ),
        q(
          `sum by (rpc_service, rpc_method) (rate(winzmail_rpc_server_duration_seconds_sum${sel('rpc_service!~"grpc.health.*"')}[${range}]))`,
        ),
        q(`sum(rate(winzmail_store_duration_seconds_sum${sel()}[${range}]))`),
        q(`sum(rate(winzmail_llm_duration_seconds_sum${sel()}[${range}]))`),
        q(
          mean(
            'winzmail_bus_process_duration_seconds',
            'messaging_destination_name, messaging_consumer_group_name',
            'outcome="ok"',
          ),
        ),
      ]);
      const ends = new Map(
        lagEnd.map((r) => [
          `${r.metric.messaging_destination_name}|${r.metric.messaging_consumer_group_name}`,
          num(r),
        ]),
      );
      const eluBy = new Map(elu.map((r) => [service(r.metric.job), num(r)]));
      const opKey = (m: Record<string, string>) =>
        `${m.db_namespace} ${m.db_collection_name}.${m.db_operation_name}`;
      const opCalls = new Map(storeOpsCount.map((r) => [opKey(r.metric), num(r)]));
      const busyBy = new Map(
        rpcBusy.map((r) => [`${r.metric.rpc_service}/${r.metric.rpc_method}`, num(r)]),
      );
      const one = (v: Vector) => (v.length ? num(v[0]!) : null);
      return {
        services: cpu
          .map((r) => ({
            name: service(r.metric.job),
            cores: num(r),
            elu: eluBy.get(service(r.metric.job)) ?? 0,
          }))
          .sort((a, b) => b.elu - a.elu),
        lag: lagMax.map((r) => {
          const topic = r.metric.messaging_destination_name ?? '';
          const group = r.metric.messaging_consumer_group_name ?? '';
          return { topic, group, max: num(r), end: ends.get(`${topic}|${group}`) ?? 0 };
        }),
        store: storeOpsBusy
          .map((r) => ({
            op: opKey(r.metric),
            rate: opCalls.get(opKey(r.metric)) ?? 0,
            busy: num(r),
          }))
          .filter((o) => o.rate > 0)
          .sort((a, b) => b.busy - a.busy),
        model: one(modelRate) ? { rate: one(modelRate)!, p95: one(modelP95) ?? 0 } : null,
        rpc: rpcP95
          .map((r) => {
            const method = `${r.metric.rpc_service}/${r.metric.rpc_method}`;
            return { method, p95: num(r), busy: busyBy.get(method) ?? 0 };
          })
          .sort((a, b) => b.busy - a.busy),
        storeBusy: one(storeBusy) ?? 0,
        modelBusy: one(modelBusy) ?? 0,
        handlers: handlers
          .map((r) => ({
            topic: r.metric.messaging_destination_name ?? '',
            group: r.metric.messaging_consumer_group_name ?? '',
            mean: num(r),
          }))
          .sort((a, b) => b.mean - a.mean),
      };
    },
  };
}
