#!/usr/bin/env python3
"""Checks docker-compose.yml, the Dockerfile and the telemetry provisioning hold together.

Needs no Docker engine: reads the files. Prints one line per problem; exit 1 if any.
"""
import json
import os
import re
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GRPC_PORTS = {
    "identity": 50051,
    "billing": 50052,
    "mail-sync": 50053,
    "reply-generation": 50054,
    "knowledge-ingestion": 50055,
    "chat": 50056,
}
APPS = ["gateway", *GRPC_PORTS]
SERVERS = ["kafka", "mongo", "minio", "elasticsearch", "otel-collector", "tempo", "grafana", "prometheus"]
COMMON_ENV = ["KAFKA_BROKERS", "MONGODB_URL", "OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_SERVICE_NAME", "LOG_LEVEL", "DATA_DIR"]
GATEWAY_ADDRS = ["IDENTITY_ADDR", "BILLING_ADDR", "MAIL_SYNC_ADDR", "REPLY_GENERATION_ADDR", "KNOWLEDGE_ADDR", "CHAT_ADDR"]

errors = []


def check(cond, msg):
    if not cond:
        errors.append(msg)
    return cond


def env_of(svc):
    env = svc.get("environment") or {}
    if isinstance(env, list):
        env = dict(e.split("=", 1) if "=" in e else (e, None) for e in env)
    return env


def main():
    with open(os.path.join(ROOT, "docker-compose.yml")) as f:
        compose = yaml.safe_load(f)
    services = compose["services"]
    for name in APPS + SERVERS:
        check(name in services, f"compose: no service {name}")

    for name in APPS:
        svc = services.get(name)
        if not svc:
            continue
        build = svc.get("build") or {}
        check(build.get("dockerfile") == "deploy/Dockerfile", f"{name}: not built from deploy/Dockerfile")
        check((build.get("args") or {}).get("SERVICE") == name, f"{name}: build arg SERVICE is not {name}")
        check(svc.get("read_only") is True, f"{name}: root filesystem is writable")
        check("ALL" in (svc.get("cap_drop") or []), f"{name}: capabilities not dropped")
        check({"/tmp", "/data"} <= set(svc.get("tmpfs") or []), f"{name}: /tmp and /data are not tmpfs")
        hc = svc.get("healthcheck") or {}
        check("healthcheck.mjs" in " ".join(hc.get("test") or []), f"{name}: no healthcheck via deploy/healthcheck.mjs")
        env = env_of(svc)
        for key in COMMON_ENV:
            check(key in env, f"{name}: environment lacks {key}")
        check(env.get("OTEL_SERVICE_NAME") == name, f"{name}: OTEL_SERVICE_NAME is not {name}")
        deps = svc.get("depends_on") or {}
        for server in ("kafka", "mongo") if name != "gateway" else ():  # the gateway waits for the services
            check((deps.get(server) or {}).get("condition") == "service_healthy", f"{name}: does not wait for {server} healthy")
        if name == "gateway":
            check(str(env.get("PORT")) == "8080", "gateway: PORT is not 8080")
            check(any(str(p).endswith(":8080") for p in svc.get("ports") or []), "gateway: 8080 is not published")
            for other in GRPC_PORTS:
                check((deps.get(other) or {}).get("condition") == "service_healthy", f"gateway: does not wait for {other} healthy")
        else:
            check(str(env.get("GRPC_PORT")) == str(GRPC_PORTS[name]), f"{name}: GRPC_PORT is not {GRPC_PORTS[name]}")
            check(env.get("GRPC_HOST") == "0.0.0.0", f"{name}: GRPC_HOST is not 0.0.0.0")
        for key in GATEWAY_ADDRS if name == "gateway" else []:
            host, _, port = str(env.get(key, "")).partition(":")
            check(host in services and port.isdigit(), f"gateway: {key}={env.get(key)} is not <service>:<port>")
            if host in GRPC_PORTS:
                check(int(port) == GRPC_PORTS[host], f"gateway: {key} port {port} is not {host}'s {GRPC_PORTS[host]}")
    ki = env_of(services.get("knowledge-ingestion") or {})
    for key in ("S3_ENDPOINT", "S3_ACCESS_KEY", "S3_SECRET_KEY", "S3_BUCKET", "ELASTICSEARCH_URL"):
        check(key in ki, f"knowledge-ingestion: environment lacks {key}")

    # every depends_on condition can be met
    for name, svc in services.items():
        deps = svc.get("depends_on") or {}
        if isinstance(deps, list):
            deps = {d: {"condition": "service_started"} for d in deps}
        for dep, spec in deps.items():
            target = services.get(dep)
            if not check(target is not None, f"{name}: depends on unknown {dep}"):
                continue
            cond = (spec or {}).get("condition")
            if cond == "service_healthy":
                check(target.get("healthcheck") or dep in APPS, f"{name}: waits for {dep} healthy but {dep} has no healthcheck")
            if cond == "service_completed_successfully":
                check(target.get("restart") in ("no", None), f"{name}: waits for {dep} to complete but it restarts")
        # bind mounts exist
        for vol in svc.get("volumes") or []:
            src = vol.split(":", 1)[0] if isinstance(vol, str) else vol.get("source", "")
            if src.startswith("./"):
                check(os.path.exists(os.path.join(ROOT, src)), f"{name}: mounts missing {src}")

    # Dockerfile
    with open(os.path.join(ROOT, "deploy", "Dockerfile")) as f:
        dockerfile = f.read()
    stages = re.findall(r"^FROM\s+\S+\s+AS\s+(\S+)", dockerfile, re.M | re.I)
    check(stages and stages[-1] == "runtime", f"Dockerfile: last stage is {stages[-1] if stages else None}, not runtime")
    check(re.search(r"^USER\s+(65532|nonroot)", dockerfile, re.M), "Dockerfile: runtime user is not nonroot")
    check(re.search(r"^HEALTHCHECK\s", dockerfile, re.M), "Dockerfile: no HEALTHCHECK")
    for path in re.findall(r"deploy/[\w.-]+\.(?:mjs|proto)", dockerfile):
        check(os.path.exists(os.path.join(ROOT, path)), f"Dockerfile: copies missing {path}")
    with open(os.path.join(ROOT, ".dockerignore")) as f:
        ignored = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    for must in ("deploy", "package.json", "package-lock.json", "proto", "services"):
        check(must not in ignored, f".dockerignore excludes {must}")
    check("**/node_modules" in ignored and "**/dist" in ignored, ".dockerignore keeps node_modules or dist")

    # Grafana provisioning: the dashboard's datasources are provisioned
    with open(os.path.join(ROOT, "deploy/grafana/provisioning/datasources/datasources.yaml")) as f:
        uids = {d["uid"]: d["type"] for d in yaml.safe_load(f)["datasources"]}
    check(uids.get("tempo") == "tempo", "grafana: no Tempo datasource with uid tempo")
    dash_dir = os.path.join(ROOT, "deploy/grafana/dashboards")
    dashboards = [f for f in os.listdir(dash_dir) if f.endswith(".json")]
    check(dashboards, "grafana: no dashboard")
    for fname in dashboards:
        with open(os.path.join(dash_dir, fname)) as f:
            dash = json.load(f)
        refs = []

        def walk(node):
            if isinstance(node, dict):
                ds = node.get("datasource")
                if isinstance(ds, dict) and "uid" in ds:
                    refs.append((ds["uid"], ds.get("type")))
                for v in node.values():
                    walk(v)
            elif isinstance(node, list):
                for v in node:
                    walk(v)

        walk(dash)
        for uid, typ in refs:
            check(uids.get(uid) == typ, f"grafana: {fname} uses datasource {uid} ({typ}) that is not provisioned")
        titles = " ".join(p.get("title", "") for p in dash.get("panels", [])).lower()
        for word in ("rate", "error", "latency"):
            check(word in titles, f"grafana: {fname} has no {word} panel")
    grafana = services.get("grafana") or {}
    mounts = " ".join(v for v in grafana.get("volumes") or [] if isinstance(v, str))
    check("./deploy/grafana/provisioning:/etc/grafana/provisioning" in mounts, "grafana: provisioning not mounted")
    check("./deploy/grafana/dashboards:/var/lib/grafana/dashboards" in mounts, "grafana: dashboards not mounted")

    # the collector sends traces to Tempo, Tempo remote-writes span metrics to Prometheus
    with open(os.path.join(ROOT, "deploy/otel/collector.yaml")) as f:
        col = yaml.safe_load(f)
    exporters = col["service"]["pipelines"]["traces"]["exporters"]
    check(any("tempo:4317" in str(col["exporters"].get(e, {}).get("endpoint")) for e in exporters),
          "collector: traces pipeline does not export to tempo:4317")
    with open(os.path.join(ROOT, "deploy/tempo/tempo.yaml")) as f:
        tempo = yaml.safe_load(f)
    rw = tempo["metrics_generator"]["storage"]["remote_write"]
    check(any("prometheus:9090" in r["url"] for r in rw), "tempo: metrics-generator does not remote-write to prometheus")
    check("span-metrics" in tempo["overrides"]["defaults"]["metrics_generator"]["processors"], "tempo: span-metrics off")
    prom_cmd = " ".join((services.get("prometheus") or {}).get("command") or [])
    check("--web.enable-remote-write-receiver" in prom_cmd, "prometheus: remote-write receiver is off")

    if errors:
        for e in errors:
            print(f"  compose: {e}")
        print(f"compose policy: {len(errors)} problem(s)")
        sys.exit(1)
    print(f"compose policy: ok ({len(services)} services, {len(dashboards)} dashboard(s))")


if __name__ == "__main__":
    main()
