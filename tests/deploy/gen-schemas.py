#!/usr/bin/env python3
"""Regenerate helm/schemas/: standalone, strict Kubernetes JSON schemas for the kinds the chart uses.

kubeconform cannot download schemas in CI, so the few it needs are kept in the repo. Source: the
PyPI package `kubernetes-validate`, which ships the Kubernetes OpenAPI definitions as JSON schemas
("<version>-local-strict": one file per kind plus a shared _definitions.json, additionalProperties
false). This script inlines, per kind, only the definitions that kind reaches, rewrites the $refs
to the file itself, and drops descriptions, so each file stands alone and stays small.

Usage: tests/deploy/gen-schemas.py [--k8s 1.34.0] [--src DIR]   (DIR = an unpacked wheel or the
schema folder itself; without --src the wheel is fetched with `pip download`).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile

# kind file names as kubeconform's {{ .ResourceKind }}{{ .KindSuffix }} spells them
KINDS = [
    "configmap-v1",
    "secret-v1",
    "service-v1",
    "serviceaccount-v1",
    "deployment-apps-v1",
    "ingress-networking-v1",
    "horizontalpodautoscaler-autoscaling-v2",
    "poddisruptionbudget-policy-v1",
]
REF = re.compile(r"^(?:/api/_definitions\.json|_definitions\.json)?#/\$defs/(.+)$")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def find_schema_dir(src, version):
    for dirpath, dirnames, _ in os.walk(src):
        if os.path.basename(dirpath) == f"v{version}-local-strict":
            return dirpath
        if f"v{version}-local-strict" in dirnames:
            return os.path.join(dirpath, f"v{version}-local-strict")
    sys.exit(f"no v{version}-local-strict folder under {src}")


def fetch_wheel(tmp):
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", tmp, "kubernetes-validate"],
        check=True,
    )
    wheel = next(f for f in os.listdir(tmp) if f.endswith(".whl"))
    with zipfile.ZipFile(os.path.join(tmp, wheel)) as z:
        z.extractall(os.path.join(tmp, "x"))
    return os.path.join(tmp, "x")


def strip(node, defs, used):
    """Copy node without descriptions, rewriting refs and recording the definitions reached."""
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            if k == "description" and isinstance(v, str):
                continue
            if k == "$ref" and isinstance(v, str):
                m = REF.match(v)
                if not m:
                    sys.exit(f"unexpected $ref {v}")
                name = m.group(1)
                if name not in defs:
                    sys.exit(f"unknown definition {name}")
                if name not in used:
                    used[name] = None  # reserve, then fill (handles cycles)
                    used[name] = strip(defs[name], defs, used)
                out[k] = "#/$defs/" + name
                continue
            out[k] = strip(v, defs, used)
        return out
    if isinstance(node, list):
        return [strip(v, defs, used) for v in node]
    return node


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--k8s", default="1.34.0")
    ap.add_argument("--src")
    ap.add_argument("--out", default=os.path.join(ROOT, "helm", "schemas"))
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        src = args.src or fetch_wheel(tmp)
        sdir = find_schema_dir(src, args.k8s)
        with open(os.path.join(sdir, "_definitions.json")) as f:
            defs = json.load(f)["$defs"]
        os.makedirs(args.out, exist_ok=True)
        for old in os.listdir(args.out):
            if old.endswith(".json"):
                os.remove(os.path.join(args.out, old))
        for kind in KINDS:
            with open(os.path.join(sdir, kind + ".json")) as f:
                schema = json.load(f)
            used = {}
            body = strip(schema, defs, used)
            body.pop("$id", None)
            body["$defs"] = {k: used[k] for k in sorted(used)}
            with open(os.path.join(args.out, kind + ".json"), "w") as f:
                json.dump(body, f, separators=(",", ":"), sort_keys=True)
                f.write("\n")
        with open(os.path.join(args.out, "VERSION"), "w") as f:
            f.write(f"v{args.k8s} (standalone-strict, from kubernetes-validate; regenerate: tests/deploy/gen-schemas.py)\n")
    print(f"wrote {len(KINDS)} schemas for Kubernetes v{args.k8s} to {args.out}")


if __name__ == "__main__":
    main()
