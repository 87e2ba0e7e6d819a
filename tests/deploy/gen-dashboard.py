#!/usr/bin/env python3
"""Writes deploy/grafana/dashboards/winzmail-services.json (the Grafana dashboard as code).

Data: Tempo's metrics-generator span metrics in Prometheus (traces_spanmetrics_calls_total and
traces_spanmetrics_latency_bucket, labels service / span_name / span_kind / status_code) and the
Tempo datasource itself (service graph, TraceQL). Inbound work = server and consumer spans;
grpc.health.v1 probe calls are left out. `--check` compares instead of writing.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "deploy", "grafana", "dashboards", "winzmail-services.json")

SEL = 'service=~"$service", span_kind=~"SPAN_KIND_SERVER|SPAN_KIND_CONSUMER", span_name!~"grpc.health.v1.Health/.*"'
PROM = {"type": "prometheus", "uid": "prometheus"}
TEMPO = {"type": "tempo", "uid": "tempo"}


def build():
    panels = []

    def add(title, kind, grid, targets, unit=None, desc=None, ds=PROM, extra=None):
        p = {
            "id": len(panels) + 1,
            "title": title,
            "type": kind,
            "datasource": ds,
            "gridPos": dict(zip("hwxy", grid)),
            "targets": targets,
            "fieldConfig": {"defaults": {}, "overrides": []},
            "options": {},
        }
        if unit:
            p["fieldConfig"]["defaults"]["unit"] = unit
        if desc:
            p["description"] = desc
        if kind == "timeseries":
            p["options"] = {
                "legend": {"displayMode": "table", "placement": "bottom", "calcs": ["mean", "max", "lastNotNull"]},
                "tooltip": {"mode": "multi", "sort": "desc"},
            }
            p["fieldConfig"]["defaults"]["custom"] = {
                "drawStyle": "line", "lineWidth": 1, "fillOpacity": 10, "showPoints": "never",
            }
        if extra:
            p.update(extra)
        panels.append(p)

    def row(title, y):
        panels.append({
            "id": len(panels) + 1, "type": "row", "title": title, "collapsed": False,
            "gridPos": {"h": 1, "w": 24, "x": 0, "y": y}, "panels": [],
        })

    def prom(expr, legend, ref="A", instant=False):
        t = {"refId": ref, "datasource": PROM, "expr": expr, "legendFormat": legend,
             "range": not instant, "instant": instant}
        if instant:
            t["format"] = "table"
        return t

    def calls(window, by="service", extra=""):
        return (f"sum by ({by}) (rate(traces_spanmetrics_calls_total{{{SEL}{extra}}}[{window}]))")

    def ratio(window):
        errors = calls(window, extra=', status_code="STATUS_CODE_ERROR"')
        total = calls(window)
        return f"({errors} or ({total} * 0)) / {total}"

    def quantile(p, window, by="service"):
        return (f"histogram_quantile({p}, sum by (le, {by}) "
                f"(rate(traces_spanmetrics_latency_bucket{{{SEL}}}[{window}])))")

    ri = "$__rate_interval"
    row("Overview", 0)
    add("Services (last 5 minutes)", "table", (7, 24, 0, 1), [
        prom(calls("5m"), "", "A", True),
        prom(ratio("5m"), "", "B", True),
        prom(quantile(0.95, "5m"), "", "C", True),
    ], desc="Inbound requests (server and consumer spans) per service, error ratio and 95th "
            "percentile latency, from Tempo span metrics.", extra={
        "transformations": [
            {"id": "merge", "options": {}},
            {"id": "organize", "options": {
                "excludeByName": {"Time": True},
                "renameByName": {"service": "Service", "Value #A": "Requests/s",
                                 "Value #B": "Error ratio", "Value #C": "p95 latency"}}},
        ],
        "fieldConfig": {"defaults": {}, "overrides": [
            {"matcher": {"id": "byName", "options": "Requests/s"},
             "properties": [{"id": "unit", "value": "reqps"}, {"id": "decimals", "value": 2}]},
            {"matcher": {"id": "byName", "options": "Error ratio"},
             "properties": [
                 {"id": "unit", "value": "percentunit"},
                 {"id": "custom.cellOptions", "value": {"type": "color-text"}},
                 {"id": "thresholds", "value": {"mode": "absolute", "steps": [
                     {"color": "green", "value": None}, {"color": "orange", "value": 0.01},
                     {"color": "red", "value": 0.05}]}}]},
            {"matcher": {"id": "byName", "options": "p95 latency"},
             "properties": [{"id": "unit", "value": "s"}]},
        ]},
        "options": {"showHeader": True, "sortBy": [{"displayName": "Requests/s", "desc": True}]},
    })

    row("Rate, errors, duration per service", 8)
    add("Request rate", "timeseries", (8, 8, 0, 9), [prom(calls(ri), "{{service}}")], unit="reqps",
        desc="Inbound requests per second per service (gateway HTTP, gRPC server calls, Kafka messages consumed).")
    add("Errors", "timeseries", (8, 8, 8, 9),
        [prom(calls(ri, extra=', status_code="STATUS_CODE_ERROR"'), "{{service}}")], unit="reqps",
        desc="Inbound requests per second whose span ended with status ERROR.")
    add("Error ratio", "timeseries", (8, 8, 16, 9), [prom(ratio(ri), "{{service}}")], unit="percentunit")
    add("Latency p50", "timeseries", (8, 8, 0, 17), [prom(quantile(0.5, ri), "{{service}}")], unit="s")
    add("Latency p95", "timeseries", (8, 8, 8, 17), [prom(quantile(0.95, ri), "{{service}}")], unit="s")
    add("Latency p99", "timeseries", (8, 8, 16, 17), [prom(quantile(0.99, ri), "{{service}}")], unit="s")

    row("Operations", 25)
    add("Request rate by operation", "timeseries", (8, 12, 0, 26),
        [prom(f"topk(15, {calls(ri, by='service, span_name')})", "{{service}} {{span_name}}")], unit="reqps")
    add("Latency p95 by operation", "timeseries", (8, 12, 12, 26),
        [prom(f"topk(15, {quantile(0.95, ri, by='service, span_name')})", "{{service}} {{span_name}}")], unit="s")

    row("Traces (Tempo)", 34)
    add("Service graph", "nodeGraph", (12, 12, 0, 35),
        [{"refId": "A", "datasource": TEMPO, "queryType": "serviceMap"}], ds=TEMPO,
        desc="Calls between services, from Tempo's service-graph metrics.")
    add("Recent error traces", "table", (12, 12, 12, 35),
        [{"refId": "A", "datasource": TEMPO, "queryType": "traceql", "limit": 20, "tableType": "traces",
          "query": '{ resource.service.name =~ "${service:regex}" && status = error }'}], ds=TEMPO,
        desc="Open a trace to see every span of the request across services.")

    return {
        "uid": "winzmail-services",
        "title": "Winzmail services",
        "description": "Request rate, errors and latency per Winzmail service, from Tempo span metrics.",
        "tags": ["winzmail", "tempo", "red"],
        "timezone": "browser",
        "editable": False,
        "graphTooltip": 1,
        "refresh": "30s",
        "schemaVersion": 39,
        "version": 1,
        "time": {"from": "now-1h", "to": "now"},
        "templating": {"list": [{
            "name": "service", "label": "Service", "type": "query", "datasource": PROM,
            "query": {"query": "label_values(traces_spanmetrics_calls_total, service)", "refId": "service"},
            "definition": "label_values(traces_spanmetrics_calls_total, service)",
            "refresh": 2, "multi": True, "includeAll": True, "allValue": ".*", "sort": 1,
            "current": {"selected": True, "text": ["All"], "value": ["$__all"]},
        }]},
        "annotations": {"list": []},
        "links": [],
        "panels": panels,
    }


def main():
    text = json.dumps(build(), indent=2) + "\n"
    if "--check" in sys.argv:
        with open(OUT) as f:
            if f.read() != text:
                sys.exit(f"{OUT} is stale: run tests/deploy/gen-dashboard.py")
        print("dashboard up to date")
        return
    with open(OUT, "w") as f:
        f.write(text)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
