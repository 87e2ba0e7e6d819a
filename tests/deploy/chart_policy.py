#!/usr/bin/env python3
"""Checks what kubeconform cannot: that the rendered chart holds together and keeps its promises.

Usage: helm template ... | chart_policy.py [--hpa gateway,chat,...] [--lag reply-generation,...]
       [--pdb gateway,...] [--existing-secret NAME]
Reads the rendered manifests on stdin. Prints one line per failed rule and exits 1 if any.
Rules: secure pod defaults, probes (native gRPC for services, HTTP for the gateway), resources,
emptyDirs for /tmp and DATA_DIR, Services/PDBs/HPAs/Ingress pointing at what exists, the
ConfigMap's *_ADDR at real Services, Secret references at the right Secret and keys, secrets only
by reference (never in the ConfigMap or a plain env value), every HPA scaling on CPU, consumer-lag
metrics only for a service's own consumer group and topics, and exactly the
expected sets of HPAs, lag-scaled services and PDBs.
"""
import argparse
import re
import sys

import yaml

GRPC_PORTS = {
    "identity": 50051,
    "billing": 50052,
    "mail-sync": 50053,
    "reply-generation": 50054,
    "knowledge-ingestion": 50055,
    "chat": 50056,
}
ADDR_ENV = {
    "identity": "IDENTITY_ADDR",
    "billing": "BILLING_ADDR",
    "mail-sync": "MAIL_SYNC_ADDR",
    "reply-generation": "REPLY_GENERATION_ADDR",
    "knowledge-ingestion": "KNOWLEDGE_ADDR",
    "chat": "CHAT_ADDR",
}
REQUIRED_SECRET_KEYS = {
    "MONGODB_URL",
    "JWT_PRIVATE_KEY",
    "CAPTCHA_HMAC_KEY",
    "ACCOUNT_TOKEN_SECRET",
    "SECRETS_ENCRYPTION_KEY",
    "CHAT_VISITOR_SECRET",
}
# consumer group and topics of each service that consumes (services/<name>/src/events.ts)
CONSUMES = {
    "billing": ("billing", {"org.registered"}),
    "knowledge-ingestion": ("knowledge-ingestion", {"document.uploaded"}),
    "mail-sync": ("mail-sync", {"reply.generated"}),
    "reply-generation": ("reply-generation", {"mail.received", "subscription.changed"}),
}
# every service scales out (mail-sync's replicas share the mailboxes by leases)
NO_HPA: set[str] = set()
SECRET_NAME = re.compile(r"(SECRET|PASSWORD|TOKEN|_KEY$|MONGODB_URL)")
COMMON_CONFIG = {"KAFKA_BROKERS", "KAFKA_PARTITIONS", "LOG_LEVEL", "S3_ENDPOINT", "S3_BUCKET", "ELASTICSEARCH_URL",
                 "ES_INDEX_SHARDS"}

errors = []


def check(cond, msg):
    if not cond:
        errors.append(msg)
    return cond


def subset(labels, selector):
    return all(labels.get(k) == v for k, v in (selector or {}).items())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hpa", default="", help="comma-separated components that must have an HPA (exactly)")
    ap.add_argument("--lag", default=None, help="comma-separated components whose HPA scales on consumer lag (exactly)")
    ap.add_argument("--pdb", default=None, help="comma-separated components that must have a PDB (exactly)")
    ap.add_argument("--existing-secret", default="")
    args = ap.parse_args()

    docs = [d for d in yaml.safe_load_all(sys.stdin) if d]
    by_kind = {}
    for d in docs:
        by_kind.setdefault(d["kind"], []).append(d)
    deployments = by_kind.get("Deployment", [])
    services = {s["metadata"]["name"]: s for s in by_kind.get("Service", [])}
    configmaps = by_kind.get("ConfigMap", [])
    secrets = by_kind.get("Secret", [])
    check(deployments, "no Deployment rendered")
    check(len(configmaps) == 1, f"expected 1 ConfigMap, got {len(configmaps)}")
    config = configmaps[0]["data"] if configmaps else {}
    for key in COMMON_CONFIG:
        check(key in config, f"ConfigMap lacks {key}")
    for key in config:
        check(not SECRET_NAME.search(key), f"ConfigMap holds {key}: secrets go in the Secret, by reference")

    if args.existing_secret:
        check(not secrets, "a Secret is rendered although existingSecret is set")
        secret_name, secret_keys = args.existing_secret, None
    else:
        check(len(secrets) == 1, f"expected 1 Secret, got {len(secrets)}")
        secret_name = secrets[0]["metadata"]["name"] if secrets else None
        secret_keys = set((secrets[0].get("data") or {}).keys()) if secrets else set()
        for key in REQUIRED_SECRET_KEYS:
            check(key in secret_keys, f"Secret lacks required key {key}")

    components = {}
    for d in deployments:
        name = d["metadata"]["name"]
        spec = d["spec"]
        tpl = spec["template"]
        pod = tpl["spec"]
        labels = tpl["metadata"]["labels"]
        comp = labels.get("app.kubernetes.io/component")
        components[comp] = d
        check(subset(labels, spec["selector"]["matchLabels"]), f"{name}: selector does not match pod labels")
        psc = pod.get("securityContext", {})
        check(psc.get("runAsNonRoot") is True, f"{name}: pod runAsNonRoot is not true")
        check(psc.get("seccompProfile", {}).get("type") == "RuntimeDefault", f"{name}: seccomp is not RuntimeDefault")
        check(pod.get("automountServiceAccountToken") is False, f"{name}: service account token is mounted")
        check(pod.get("enableServiceLinks") is False, f"{name}: service links are on")
        vols = {v["name"]: v for v in pod.get("volumes", [])}
        check(len(pod["containers"]) == 1, f"{name}: expected one container")
        c = pod["containers"][0]
        sc = c.get("securityContext", {})
        check(sc.get("readOnlyRootFilesystem") is True, f"{name}: root filesystem is writable")
        check(sc.get("allowPrivilegeEscalation") is False, f"{name}: privilege escalation allowed")
        check(sc.get("capabilities", {}).get("drop") == ["ALL"], f"{name}: capabilities not dropped")
        res = c.get("resources", {})
        check(res.get("requests", {}).get("cpu") and res.get("requests", {}).get("memory"), f"{name}: no cpu/memory requests")
        check(res.get("limits", {}).get("memory"), f"{name}: no memory limit")
        mounts = {m["mountPath"]: m["name"] for m in c.get("volumeMounts", [])}
        env = {e["name"]: e for e in c.get("env", [])}
        for path in ("/tmp", env.get("DATA_DIR", {}).get("value", "/data")):
            vol = vols.get(mounts.get(path))
            check(vol is not None and "emptyDir" in vol, f"{name}: {path} is not an emptyDir")
        check(c.get("args") == [comp], f"{name}: container args {c.get('args')} do not name the service {comp}")
        check(env.get("WINZMAIL_SERVICE", {}).get("value") == comp, f"{name}: WINZMAIL_SERVICE is not {comp}")
        check(env.get("OTEL_SERVICE_NAME", {}).get("value") == comp, f"{name}: OTEL_SERVICE_NAME is not {comp}")
        check(any(ef.get("configMapRef", {}).get("name") == configmaps[0]["metadata"]["name"] for ef in c.get("envFrom", []))
              if configmaps else False, f"{name}: ConfigMap not in envFrom")
        check("MONGODB_URL" in env, f"{name}: no MONGODB_URL")
        for e in env.values():
            if SECRET_NAME.search(e["name"]) or e["name"] in REQUIRED_SECRET_KEYS:
                check("secretKeyRef" in e.get("valueFrom", {}), f"{name}: {e['name']} is not a secretKeyRef")
        for e in env.values():
            ref = e.get("valueFrom", {}).get("secretKeyRef")
            if not ref:
                continue
            check(ref["name"] == secret_name, f"{name}: {e['name']} refers to Secret {ref['name']}, not {secret_name}")
            if ref["key"] in REQUIRED_SECRET_KEYS:
                check(not ref.get("optional"), f"{name}: required key {ref['key']} is optional")
            elif secret_keys is not None and ref["key"] not in secret_keys:
                check(ref.get("optional") is True, f"{name}: {ref['key']} is absent from the Secret but not optional")
        ports = {p["name"]: p["containerPort"] for p in c.get("ports", [])}
        if comp == "gateway":
            check("http" in ports, f"{name}: no http port")
            check(env.get("PORT", {}).get("value") == str(ports.get("http")), f"{name}: PORT does not match the http port")
            for probe, path in (("livenessProbe", "/winzmail/api/healthz"), ("readinessProbe", "/winzmail/api/readyz"),
                                ("startupProbe", "/winzmail/api/healthz")):
                got = c.get(probe, {}).get("httpGet", {})
                check(got.get("path") == path and got.get("port") == "http", f"{name}: {probe} is not GET {path} on http")
        else:
            port = GRPC_PORTS.get(comp)
            check(port is not None, f"{name}: unknown component {comp}")
            check(ports.get("grpc") == port, f"{name}: grpc port {ports.get('grpc')} != {port}")
            check(env.get("GRPC_PORT", {}).get("value") == str(port), f"{name}: GRPC_PORT != {port}")
            check(env.get("GRPC_HOST", {}).get("value") == "0.0.0.0", f"{name}: GRPC_HOST is not 0.0.0.0")
            for probe in ("livenessProbe", "readinessProbe", "startupProbe"):
                check(c.get(probe, {}).get("grpc", {}).get("port") == port, f"{name}: {probe} is not a native gRPC probe on {port}")
        svc = services.get(name)
        if check(svc is not None, f"{name}: no Service of the same name"):
            check(subset(labels, svc["spec"]["selector"]) and svc["spec"]["selector"], f"{name}: Service selector does not match")
            for p in svc["spec"]["ports"]:
                check(p["targetPort"] in ports, f"{name}: Service targetPort {p['targetPort']} is not a container port")
        # ConfigMap tells the others where this service is
        if comp in ADDR_ENV and svc is not None:
            want = f"{svc['metadata']['name']}:{svc['spec']['ports'][0]['port']}"
            check(config.get(ADDR_ENV[comp]) == want, f"ConfigMap {ADDR_ENV[comp]}={config.get(ADDR_ENV[comp])}, want {want}")

    for comp, env_name in ADDR_ENV.items():
        if comp not in components:
            check(env_name not in config, f"ConfigMap points {env_name} at a service that is not deployed")

    hpas = by_kind.get("HorizontalPodAutoscaler", [])
    hpa_targets = set()
    lag_targets = set()
    for h in hpas:
        ref = h["spec"]["scaleTargetRef"]
        target = next((d for d in deployments if d["metadata"]["name"] == ref["name"]), None)
        if check(target is not None and ref["kind"] == "Deployment", f"HPA {h['metadata']['name']} targets nothing"):
            comp = target["spec"]["template"]["metadata"]["labels"]["app.kubernetes.io/component"]
            hpa_targets.add(comp)
            check("replicas" not in target["spec"], f"{ref['name']}: replicas set although an HPA scales it")
            check(h["spec"]["metrics"], f"HPA {h['metadata']['name']} has no metrics")
            check(comp not in NO_HPA, f"HPA {h['metadata']['name']}: {comp} must not scale out")
            metrics = h["spec"].get("metrics") or []
            check(any(m["type"] == "Resource" and m["resource"]["name"] == "cpu" for m in metrics),
                  f"HPA {h['metadata']['name']} does not scale on CPU")
            for m in metrics:
                if m["type"] == "Resource":
                    continue
                if not check(m["type"] == "External", f"HPA {h['metadata']['name']}: unexpected {m['type']} metric"):
                    continue
                lag_targets.add(comp)
                ext = m["external"]
                labels = set((ext["metric"].get("selector") or {}).get("matchLabels", {}).values())
                group, topics = CONSUMES.get(comp, (None, set()))
                check(group in labels, f"HPA {h['metadata']['name']}: lag metric {sorted(labels)} is not for group {group}")
                check(labels & topics, f"HPA {h['metadata']['name']}: lag metric {sorted(labels)} names none of {sorted(topics)}")
                check(ext["target"]["type"] == "AverageValue", f"HPA {h['metadata']['name']}: lag target is not an AverageValue per pod")
    if args.hpa:
        want = set(args.hpa.split(","))
        check(hpa_targets == want, f"HPAs for {sorted(hpa_targets)}, want {sorted(want)}")
    if args.lag is not None:
        want = set(filter(None, args.lag.split(",")))
        check(lag_targets == want, f"consumer-lag scaling for {sorted(lag_targets)}, want {sorted(want)}")

    pdb_targets = set()
    for p in by_kind.get("PodDisruptionBudget", []):
        sel = p["spec"]["selector"]["matchLabels"]
        matched = [d for d in deployments if subset(d["spec"]["template"]["metadata"]["labels"], sel)]
        if not check(len(matched) == 1, f"PDB {p['metadata']['name']} selects {len(matched)} Deployments"):
            continue
        d = matched[0]
        pdb_targets.add(d["spec"]["template"]["metadata"]["labels"]["app.kubernetes.io/component"])
        # a PDB that allows no disruption blocks every node drain
        floor = p["spec"].get("minAvailable")
        if isinstance(floor, int) and "replicas" in d["spec"]:
            check(floor < d["spec"]["replicas"], f"PDB {p['metadata']['name']}: minAvailable {floor} leaves no pod to evict")
        check(p["spec"].get("maxUnavailable", 1) not in (0, "0%"), f"PDB {p['metadata']['name']}: maxUnavailable 0 blocks drains")
    if args.pdb is not None:
        want = set(filter(None, args.pdb.split(",")))
        check(pdb_targets == want, f"PDBs for {sorted(pdb_targets)}, want {sorted(want)}")

    for ing in by_kind.get("Ingress", []):
        for rule in ing["spec"]["rules"]:
            for path in rule["http"]["paths"]:
                be = path["backend"]["service"]
                svc = services.get(be["name"])
                if check(svc is not None, f"Ingress points at missing Service {be['name']}"):
                    names = [p.get("name") for p in svc["spec"]["ports"]]
                    check(be["port"].get("name") in names, f"Ingress port {be['port']} not on {be['name']}")
                check(path["path"].startswith("/winzmail"), f"Ingress path {path['path']} is outside /winzmail")

    sa_names = {s["metadata"]["name"] for s in by_kind.get("ServiceAccount", [])}
    for d in deployments:
        sa = d["spec"]["template"]["spec"].get("serviceAccountName")
        if sa_names:
            check(sa in sa_names, f"{d['metadata']['name']}: ServiceAccount {sa} is not rendered")

    kinds = ", ".join(f"{len(v)} {k}" for k, v in sorted(by_kind.items()))
    if errors:
        for e in errors:
            print(f"  policy: {e}")
        print(f"chart policy: {len(errors)} problem(s) in {kinds}")
        sys.exit(1)
    print(f"chart policy: ok ({kinds})")


if __name__ == "__main__":
    main()
