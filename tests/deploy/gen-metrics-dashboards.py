#!/usr/bin/env python3
"""Writes the Grafana dashboards over the services' own OpenTelemetry metrics (docs/metrics.md):
deploy/grafana/dashboards/winzmail-{overview,email-flow,ai,bus}.json. `--check` compares instead.

The metrics reach Prometheus through the collector (OTLP in, remote write out) or Prometheus's own
OTLP receiver; names are the OpenTelemetry names translated the standard way (dots to
underscores, the unit as a suffix, `_total` on counters). Every query is a panel target with a
`refId`; tests/deploy/dashboards.test.ts renders each against a Prometheus fed by a short real run.
Panels whose data only comes from incidents (dead letters, failovers, send failures) say so in
`meta.eventOnly`, so that test only requires their queries to be valid.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "deploy", "grafana", "dashboards")
PROM = {"type": "prometheus", "uid": "prometheus"}
RI = "$__rate_interval"

HTTP = "winzmail_http_server_duration_seconds"
RPC = "winzmail_rpc_server_duration_seconds"
RPC_CLIENT = "winzmail_rpc_client_duration_seconds"
BUS = "winzmail_bus_process_duration_seconds"
LLM = "winzmail_llm_duration_seconds"
SYNC = "winzmail_mail_sync_lag_seconds"
FLOW = "winzmail_mail_flow_duration_seconds"
STORE = "winzmail_store_duration_seconds"
CPU = "winzmail_process_cpu_time_seconds_total"
ELU = "winzmail_nodejs_eventloop_utilization"
ELU_DELAY = "winzmail_nodejs_eventloop_delay_p99_seconds"
RSS = "winzmail_process_memory_rss_bytes"
RPC_ERRORS = 'rpc_grpc_status_code=~"UNKNOWN|INTERNAL|UNAVAILABLE|DEADLINE_EXCEEDED|DATA_LOSS|UNIMPLEMENTED"'
NO_HEALTH = 'rpc_service!~"grpc.health.*"'


class Dashboard:
    def __init__(self, uid, title, description, tags):
        self.uid, self.title, self.description, self.tags = uid, title, description, tags
        self.panels = []
        self.y = 0
        self.x = 0

    def row(self, title):
        if self.x:
            self.y += 8
            self.x = 0
        self.panels.append({"id": len(self.panels) + 1, "type": "row", "title": title, "collapsed": False,
                            "gridPos": {"h": 1, "w": 24, "x": 0, "y": self.y}, "panels": []})
        self.y += 1

    def add(self, title, targets, unit=None, desc=None, kind="timeseries", width=8, event_only=False):
        if self.x + width > 24:
            self.y += 8
            self.x = 0
        p = {
            "id": len(self.panels) + 1, "title": title, "type": kind, "datasource": PROM,
            "gridPos": {"h": 8, "w": width, "x": self.x, "y": self.y},
            "targets": [dict(t, refId=chr(ord("A") + i), datasource=PROM) for i, t in enumerate(targets)],
            "fieldConfig": {"defaults": {}, "overrides": []}, "options": {},
        }
        self.x += width
        if unit:
            p["fieldConfig"]["defaults"]["unit"] = unit
        if desc:
            p["description"] = desc
        if event_only:
            p["meta"] = {"eventOnly": True}
        if kind == "timeseries":
            p["options"] = {"legend": {"displayMode": "table", "placement": "bottom", "calcs": ["mean", "max", "lastNotNull"]},
                            "tooltip": {"mode": "multi", "sort": "desc"}}
            p["fieldConfig"]["defaults"]["custom"] = {"drawStyle": "line", "lineWidth": 1, "fillOpacity": 10, "showPoints": "never"}
        self.panels.append(p)

    def json(self):
        return {
            "uid": self.uid, "title": self.title, "description": self.description,
            "tags": ["winzmail", "metrics"] + self.tags, "timezone": "browser", "editable": False,
            "graphTooltip": 1, "refresh": "30s", "schemaVersion": 39, "version": 1,
            "time": {"from": "now-1h", "to": "now"}, "templating": {"list": []},
            "annotations": {"list": []}, "links": [], "panels": self.panels,
        }


def q(expr, legend=""):
    return {"expr": expr, "legendFormat": legend, "range": True, "instant": False}


def rate(metric, by, sel="", window=RI):
    return f"sum by ({by}) (rate({metric}{{{sel}}}[{window}]))"


def quantile(p, metric, by, sel="", window=RI):
    return f"histogram_quantile({p}, sum by (le, {by}) (rate({metric}_bucket{{{sel}}}[{window}])))"


def ratio(errors, total):
    """Errors / total, 0 (not empty) when nothing failed."""
    return f"({errors} or ({total} * 0)) / {total}"


def overview():
    d = Dashboard("winzmail-overview", "Winzmail overview",
                  "Rate, errors and duration per service: the gateway's HTTP routes and every gRPC service, "
                  "from the services' own metrics.", ["red"])
    d.row("Gateway (HTTP)")
    d.add("Request rate by route", [q(f"topk(15, {rate(HTTP + '_count', 'http_route')})", "{{http_route}}")], "reqps")
    d.add("Error ratio (5xx)", [q(ratio(rate(HTTP + '_count', 'job', 'http_response_status_code=~"5.."'),
                                        rate(HTTP + '_count', 'job')), "{{job}}")], "percentunit",
          "Responses with a 5xx status over all responses.")
    d.add("Latency p95 by route", [q(f"topk(15, {quantile(0.95, HTTP, 'http_route')})", "{{http_route}}")], "s")
    d.add("Responses by status", [q(rate(HTTP + '_count', 'http_response_status_code'), "{{http_response_status_code}}")], "reqps")
    d.add("Latency p50 / p99 (all routes)", [q(quantile(0.5, HTTP, 'job'), "p50"), q(quantile(0.99, HTTP, 'job'), "p99")], "s")
    d.add("Widget sessions started (rate)", [q("sum(rate(winzmail_widget_sessions_total[" + RI + "]))", "sessions/s")], "ops",
          "Visitor tokens issued by POST /chat/visitor.")
    d.row("Services (gRPC, server side)")
    d.add("Request rate by service", [q(rate(RPC + '_count', 'rpc_service', NO_HEALTH), "{{rpc_service}}")], "reqps")
    d.add("Error ratio by service", [q(ratio(rate(RPC + '_count', 'rpc_service', f'{NO_HEALTH}, {RPC_ERRORS}'),
                                            rate(RPC + '_count', 'rpc_service', NO_HEALTH)), "{{rpc_service}}")], "percentunit",
          "Calls ending with a server-side status (INTERNAL, UNAVAILABLE, DEADLINE_EXCEEDED, …); "
          "NOT_FOUND and INVALID_ARGUMENT are answers, not errors.")
    d.add("Latency p95 by service", [q(quantile(0.95, RPC, 'rpc_service', NO_HEALTH), "{{rpc_service}}")], "s")
    d.add("Request rate by method", [q(f"topk(15, {rate(RPC + '_count', 'rpc_service, rpc_method', NO_HEALTH)})",
                                       "{{rpc_service}}/{{rpc_method}}")], "reqps", width=12)
    d.add("Latency p95 by method", [q(f"topk(15, {quantile(0.95, RPC, 'rpc_service, rpc_method', NO_HEALTH)})",
                                      "{{rpc_service}}/{{rpc_method}}")], "s", width=12)
    d.add("Client-side latency p95 by service", [q(quantile(0.95, RPC_CLIENT, 'rpc_service'), "{{rpc_service}}")], "s",
          "What callers (the gateway, services calling services) wait, retries included.", width=12)
    d.add("Client-side error rate by status", [q(rate(RPC_CLIENT + '_count', 'rpc_service, rpc_grpc_status_code',
                                                     'rpc_grpc_status_code!="OK"'), "{{rpc_service}} {{rpc_grpc_status_code}}")],
          "reqps", event_only=True, width=12)
    d.row("Processes and store")
    d.add("CPU by service (cores)", [q(rate(CPU, 'job'), "{{job}}")], "short",
          "User + system CPU of each service's processes, summed over replicas.")
    d.add("Event loop utilization by service", [q(f"max by (job) ({ELU})", "{{job}}")], "percentunit",
          "Busiest replica: the share of time its event loop ran JavaScript. Near 100% the service is "
          "CPU-bound on its one thread, even with cores to spare.")
    d.add("Event loop delay p99 by service", [q(f"max by (job) ({ELU_DELAY})", "{{job}}")], "s",
          "How late timers ran on the busiest replica: queueing on the loop.")
    d.add("Memory (RSS) by service", [q(f"sum by (job) ({RSS})", "{{job}}")], "bytes")
    d.add("Store operations by service", [q(rate(STORE + '_count', 'db_namespace'), "{{db_namespace}}")], "ops")
    d.add("Store latency p95 by service and operation",
          [q(f"topk(15, {quantile(0.95, STORE, 'db_namespace, db_operation_name')})",
             "{{db_namespace}} {{db_operation_name}}")], "s",
          "The document store (MongoDB, or the embedded one) as each service's calls see it.")
    return d


def email_flow():
    d = Dashboard("winzmail-email-flow", "Winzmail email flow",
                  "Mail arrival → stored → drafted or sent: latencies, statuses, and the mail the AI leaves alone "
                  "(automated, bulk, lists, the loop guard).", ["mail"])
    d.row("Latency")
    d.add("Sync latency p50 / p95 (arrival → stored)", [q(quantile(0.5, SYNC, 'provider'), "p50 {{provider}}"),
                                                        q(quantile(0.95, SYNC, 'provider'), "p95 {{provider}}")], "s",
          "From the message's date to its record in mail-sync, per provider (backlog imports left out).")
    d.add("Stored → drafted / sent latency p95", [q(quantile(0.95, FLOW, 'status, by'), "{{status}} ({{by}})")], "s",
          "Add the sync latency for arrival → draft / send.")
    d.add("Stored → drafted / sent latency p50", [q(quantile(0.5, FLOW, 'status, by'), "{{status}} ({{by}})")], "s")
    d.row("Statuses")
    d.add("Email status rate", [q(rate("winzmail_mail_emails_total", 'status'), "{{status}}")], "ops",
          "Emails stored (pending, no_reply_needed) and later changes (drafted, replied).")
    d.add("Skipped: loop guard, bulk, lists, automated (last hour)",
          [q('sum by (reason) (increase(winzmail_mail_emails_total{status="no_reply_needed"}[1h]))', "{{reason}}")],
          "short", "Mail the AI does not answer, by reason kind.")
    d.add("Held back from auto-send (drafted with a reason, last hour)",
          [q('sum by (reason) (increase(winzmail_mail_emails_total{status="drafted", reason!=""}[1h]))', "{{reason}}")],
          "short", event_only=True)
    d.add("Send error rate", [q('sum(rate(winzmail_mail_emails_total{reason="send_failed"}[' + RI + ']))', "send failed")],
          "ops", event_only=True)
    d.add("mail.received / reply.generated consumer lag",
          [q('sum by (messaging_destination_name, messaging_consumer_group_name) '
             '(winzmail_bus_consumer_lag{messaging_destination_name=~"mail.received|reply.generated"})',
             "{{messaging_destination_name}} → {{messaging_consumer_group_name}}")], "short")
    d.add("Outbox backlog (mail-sync)", [q('sum by (service) (winzmail_outbox_backlog)', "{{service}}")], "short")
    return d


def ai():
    d = Dashboard("winzmail-ai", "Winzmail AI",
                  "The chat model per model: latency, tokens, failovers, and whether replies were grounded in the "
                  "knowledge base or abstained.", ["ai", "llm"])
    d.row("Model calls")
    d.add("Model call rate", [q(rate(LLM + '_count', 'gen_ai_request_model, outcome'), "{{gen_ai_request_model}} {{outcome}}")], "ops")
    d.add("Model latency p95", [q(quantile(0.95, LLM, 'gen_ai_request_model'), "{{gen_ai_request_model}}")], "s")
    d.add("Model error ratio", [q(ratio(rate(LLM + '_count', 'gen_ai_request_model', 'outcome="error"'),
                                       rate(LLM + '_count', 'gen_ai_request_model')), "{{gen_ai_request_model}}")], "percentunit")
    d.add("Tokens per second", [q(rate("winzmail_llm_tokens_total", 'gen_ai_request_model, gen_ai_token_type'),
                                  "{{gen_ai_request_model}} {{gen_ai_token_type}}")], "short", width=12)
    d.add("Failover rate", [q(rate("winzmail_llm_failovers_total", 'gen_ai_request_model, reason'),
                              "{{gen_ai_request_model}} {{reason}}")], "ops",
          "A model given up on for the next one (timeouts, 429, 5xx, open circuit).", event_only=True, width=12)
    d.row("Grounding")
    d.add("Replies: grounded vs abstained", [q(rate("winzmail_replies_grounding_total", 'verdict'), "{{verdict}}")], "ops",
          width=12)
    d.add("Abstained share (last hour)",
          [q('(sum(increase(winzmail_replies_grounding_total{verdict="abstained"}[1h])) or '
             '(sum(increase(winzmail_replies_grounding_total[1h])) * 0)) / '
             'sum(increase(winzmail_replies_grounding_total[1h]))', "abstained")], "percentunit", kind="stat", width=12)
    return d


def bus():
    d = Dashboard("winzmail-bus", "Winzmail bus",
                  "The event bus per topic and consumer group: lag, handler rate and latency, retries and dead "
                  "letters; the outboxes that feed it.", ["bus", "kafka"])
    sel = 'messaging_destination_name, messaging_consumer_group_name'
    leg = "{{messaging_destination_name}} → {{messaging_consumer_group_name}}"
    d.row("Consumers")
    d.add("Consumer lag", [q(f"sum by ({sel}) (winzmail_bus_consumer_lag)", leg)], "short",
          "Messages published and not yet handled by the group.")
    d.add("Handled rate", [q(rate(BUS + '_count', sel, 'outcome="ok"'), leg)], "ops")
    d.add("Handler latency p95", [q(quantile(0.95, BUS, sel), leg)], "s")
    d.add("Handler error rate (retries)", [q(rate(BUS + '_count', sel, 'outcome!="ok"'), leg + " {{outcome}}")], "ops",
          event_only=True, width=12)
    d.add("Dead letters (last hour)", [q(f"sum by ({sel}) (increase(winzmail_bus_dead_letters_total[1h]))", leg)],
          "short", event_only=True, width=12)
    d.row("Outbox")
    d.add("Outbox backlog", [q("sum by (service) (winzmail_outbox_backlog)", "{{service}}")], "short")
    d.add("Oldest pending event age", [q("max by (service) (winzmail_outbox_oldest_age_seconds)", "{{service}}")], "s")
    d.add("Outbox relay failure rate", [q(rate("winzmail_outbox_relay_failures_total", 'service'), "{{service}}")], "ops",
          event_only=True)
    return d


DASHBOARDS = {"winzmail-overview.json": overview, "winzmail-email-flow.json": email_flow,
              "winzmail-ai.json": ai, "winzmail-bus.json": bus}


def main():
    stale = []
    for name, build in DASHBOARDS.items():
        path = os.path.join(OUT, name)
        text = json.dumps(build().json(), indent=2, ensure_ascii=False) + "\n"
        if "--check" in sys.argv:
            try:
                with open(path) as f:
                    if f.read() != text:
                        stale.append(path)
            except FileNotFoundError:
                stale.append(path)
            continue
        with open(path, "w") as f:
            f.write(text)
        print(f"wrote {path}")
    if stale:
        sys.exit(f"stale: {', '.join(stale)}: run tests/deploy/gen-metrics-dashboards.py")
    if "--check" in sys.argv:
        print("metrics dashboards up to date")


if __name__ == "__main__":
    main()
