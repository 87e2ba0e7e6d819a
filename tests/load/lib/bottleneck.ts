// Names the first bottleneck of a load step from the product's metrics (no I/O here): the CPU of
// a service, the machine's cores, bus lag, the store, the model, or the mail server.

export interface StepMetrics {
  /** Per service (the metrics' job): cores in use and mean event loop utilization (0–1). */
  services: { name: string; cores: number; elu: number }[];
  /** Consumer lag per topic and group: the most during the step and at its end. */
  lag: { topic: string; group: string; max: number; end: number }[];
  /** Store operations (`<service> <collection>.<call>`): calls/s and seconds per second, busiest first. */
  store: { op: string; rate: number; busy: number }[];
  /** Chat model calls: rate and p95 (s); null without calls. */
  model: { rate: number; p95: number } | null;
  /** gRPC methods served: p95 (s) and time spent per second (concurrency), busiest first. */
  rpc: { method: string; p95: number; busy: number }[];
  /** Seconds spent per second in the store and in the model (all services). */
  storeBusy: number;
  modelBusy: number;
  /** Bus handlers that succeeded: mean seconds per message, slowest first. */
  handlers: { topic: string; group: string; mean: number }[];
}

export interface Machine {
  cores: number;
  /** Share of all cores busy during the step (0–1), from /proc/stat; absent for a remote run. */
  busy?: number;
  /** The busiest processes beside the product and the load generator, in cores. */
  others?: { name: string; cores: number }[];
}

export type BottleneckKind = 'cpu' | 'machine' | 'bus' | 'store' | 'model' | 'mail-server' | 'none';

export interface Finding {
  kind: BottleneckKind;
  /** One sentence: what limits the step, and the metric that shows it. */
  text: string;
}

/** An event loop this busy leaves no room: JavaScript on one thread is the limit. */
export const ELU_SATURATED = 0.85;
export const MACHINE_SATURATED = 0.9;
/** Lag this large that has not drained by the step's end is a backlog, not a blip. */
export const LAG_BACKLOG = 10;
/** The servers the product stores in, searches or publishes through, as host-cpu.ts names them. */
const SERVERS = /ferretdb|mongod|postgres|elasticsearch|kafka|minio/i;

/** The store calls that took most time: `chat chats.find 84 ms × 23.6/s`. */
const storeTop = (m: StepMetrics) =>
  m.store
    .slice(0, 2)
    .map((o) => `${o.op} ${ms(o.busy / o.rate)} × ${o.rate.toFixed(1)}/s`)
    .join(', ') || '-';
const pct = (x: number) => `${Math.round(100 * x)}%`;
const ms = (s: number) => `${Math.round(s * 1000)} ms`;

/**
 * `step` is what the step measured end to end (a request, or arrival → draft for mail). Checks
 * run from the most certain to the least: a saturated event loop, saturated cores, a backlog on
 * the bus, then which waited-on part takes the largest share of a typical request (the model,
 * the store) or, for mail, which stage of the flow takes longest.
 */
export function firstBottleneck(
  m: StepMetrics,
  step: { p50Ms: number; rps: number; mail: boolean },
  machine: Machine,
): Finding {
  const starved = (s: { cores: number; elu: number }) =>
    machine.busy !== undefined && machine.busy >= MACHINE_SATURATED && s.cores < 0.75 * s.elu;
  // A busy loop that did not get the cores it was busy for waited for the CPU: not its own limit.
  const saturated = m.services.find((s) => s.elu >= ELU_SATURATED && !starved(s));
  const busiest = m.services[0];
  const topWork = m.rpc[0] ? `; most time in ${m.rpc[0].method} (p95 ${ms(m.rpc[0].p95)})` : '';
  const machineNote =
    machine.busy === undefined
      ? ''
      : `; machine ${pct(machine.busy)} of ${machine.cores} cores busy`;
  if (saturated)
    return {
      kind: 'cpu',
      text:
        `CPU of ${saturated.name}: event loop ${pct(saturated.elu)} busy ` +
        `(winzmail_nodejs_eventloop_utilization), ${saturated.cores.toFixed(2)} cores${topWork}${machineNote}`,
    };
  if (machine.busy !== undefined && machine.busy >= MACHINE_SATURATED) {
    // A server the product waits on, using more of the cores than any service: that server.
    const server = machine.others?.find((o) => SERVERS.test(o.name));
    const topService = Math.max(0, ...m.services.map((s) => s.cores));
    if (server && server.cores > topService)
      return {
        kind: /kafka/i.test(server.name) ? 'bus' : 'store',
        text:
          `the ${/kafka/i.test(server.name) ? 'bus' : 'store'} server: ${server.name} used ` +
          `${server.cores.toFixed(2)} cores of the ${machine.cores} (${pct(machine.busy)} busy, /proc/stat), more ` +
          `than any service (at most ${topService.toFixed(2)}, winzmail_process_cpu_time_seconds_total); ` +
          `store time per request ${ms(step.rps > 0 ? m.storeBusy / step.rps : 0)} ` +
          `(winzmail_store_duration_seconds; most: ${storeTop(m)})`,
      };
    const users = m.services
      .slice()
      .sort((a, b) => b.cores - a.cores)
      .slice(0, 3)
      .map((s) => `${s.name} ${s.cores.toFixed(2)}`)
      .join(', ');
    return {
      kind: 'machine',
      text:
        `the machine's cores: ${pct(machine.busy)} of ${machine.cores} busy (/proc/stat) with no ` +
        `event loop saturated (busiest ${busiest?.name ?? '-'} ${pct(busiest?.elu ?? 0)}); cores by ` +
        `service (winzmail_process_cpu_time_seconds_total): ${users}` +
        (machine.others?.length
          ? `; beside them: ${machine.others.map((o) => `${o.name} ${o.cores.toFixed(2)}`).join(', ')}`
          : ''),
    };
  }
  const backlog = m.lag.filter((l) => l.end >= LAG_BACKLOG).sort((a, b) => b.end - a.end)[0];
  if (backlog)
    return {
      kind: 'bus',
      text:
        `bus lag: ${backlog.topic} for group ${backlog.group} at ${backlog.end} (most ${backlog.max}) ` +
        `at the step's end (winzmail_bus_consumer_lag)${busiest ? `; busiest service ${busiest.name} ${pct(busiest.elu)}` : ''}`,
    };
  // What a request waits on: time per second in the model or the store over requests per second.
  const perRequest = (busy: number) => (step.rps > 0 ? busy / step.rps : 0);
  const typical = step.p50Ms / 1000;
  if (!step.mail && m.model && perRequest(m.modelBusy) >= 0.5 * typical)
    return {
      kind: 'model',
      text:
        `the model: ${ms(perRequest(m.modelBusy))} of each request's p50 ${ms(typical)} ` +
        `(winzmail_llm_duration_seconds: ${m.model.rate.toFixed(1)} calls/s, p95 ${ms(m.model.p95)})`,
    };
  if (!step.mail && m.store[0] && perRequest(m.storeBusy) >= 0.25 * typical)
    return {
      kind: 'store',
      text:
        `the store: ${ms(perRequest(m.storeBusy))} of each request's p50 ${ms(typical)} ` +
        `(winzmail_store_duration_seconds; most: ${storeTop(m)})`,
    };
  if (step.mail)
    return mailBottleneck(
      m,
      typical,
      m.services.find((s) => /mail-sync|winzmail/.test(s.name)),
    );
  return {
    kind: 'none',
    text:
      `nothing saturated: busiest event loop ${busiest?.name ?? '-'} ${pct(busiest?.elu ?? 0)}, ` +
      `store ${ms(perRequest(m.storeBusy))} and model ${ms(perRequest(m.modelBusy))} per request${machineNote}`,
  };
}

/**
 * The email flow: arrival → stored (mail-sync's IMAP fetch), then `mail.received` in
 * reply-generation, then `reply.generated` in mail-sync (the draft APPENDed over IMAP). The
 * handlers' times are exact; arrival → stored is not (it starts at the message's Date header,
 * whole seconds), so it is taken as what the handlers leave of the p50. Each group handles one
 * organisation's messages one at a time, so a handler's mean caps that organisation's rate.
 */
function mailBottleneck(
  m: StepMetrics,
  typical: number,
  mailSync: StepMetrics['services'][number] | undefined,
): Finding {
  const handlers = m.handlers.filter(
    (h) => h.topic === 'mail.received' || h.topic === 'reply.generated',
  );
  const slowest = handlers[0];
  const loop = `${mailSync?.name ?? 'mail-sync'}'s event loop ${pct(mailSync?.elu ?? 0)} busy`;
  const queued = slowest
    ? m.lag.find(
        (l) => l.topic === slowest.topic && l.group === slowest.group && l.max >= LAG_BACKLOG,
      )
    : undefined;
  const what = (h: { topic: string; group: string }) =>
    h.topic === 'reply.generated'
      ? `${h.topic} in ${h.group} (the draft APPENDed over a new IMAP connection)`
      : `${h.topic} in ${h.group} (retrieval and the reply)`;
  if (slowest && queued)
    return {
      kind: 'bus',
      text:
        `bus lag behind ${what(slowest)}: up to ${queued.max} waiting (winzmail_bus_consumer_lag); ` +
        `each takes ${ms(slowest.mean)} (winzmail_bus_process_duration_seconds), one at a time per ` +
        `organisation: at most ${(1 / slowest.mean).toFixed(1)}/s; ${loop}: waiting on the mail server, not CPU`,
    };
  const inProduct = handlers.reduce((a, h) => a + h.mean, 0);
  const handled = handlers.map((h) => `${h.topic} in ${h.group} ${ms(h.mean)}`).join(', ');
  if (slowest && inProduct >= 0.5 * typical)
    return {
      kind: slowest.topic === 'reply.generated' ? 'mail-server' : 'none',
      text: `${what(slowest)}: ${ms(slowest.mean)} of arrival → draft p50 ${ms(typical)} (winzmail_bus_process_duration_seconds: ${handled}); ${loop}`,
    };
  return {
    kind: 'mail-server',
    text:
      `arrival → stored (mail-sync fetching from the mail server after IDLE): ≈ ${ms(Math.max(0, typical - inProduct))} ` +
      `of arrival → draft p50 ${ms(typical)}, the handlers taking ${handled || 'nothing'} ` +
      `(winzmail_bus_process_duration_seconds); ${loop}`,
  };
}
