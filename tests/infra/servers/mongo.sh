# shellcheck shell=bash
# MongoDB wire protocol: FerretDB v1 with its embedded SQLite backend (no real
# mongod is available from the reachable package registries, see README.md).

MONGO_PKG="github.com/FerretDB/FerretDB/cmd/ferretdb@${WINZMAIL_FERRETDB_VERSION:-v1.24.0}"
MONGO_PORT="$(port MONGO 27117)"
MONGO_DEBUG_PORT="$(port MONGO_DEBUG 27118)"
MONGO_VENV="$WZ_CACHE/venv"
MONGO_TIMEOUT=60

mongo_install() {
  go_install_once ferretdb "$MONGO_PKG"
  if ! "$MONGO_VENV/bin/python" -c 'import pymongo' 2>/dev/null; then
    python3 -m venv "$MONGO_VENV"
    "$MONGO_VENV/bin/pip" install -q pymongo
  fi
}

mongo_start() {
  local dir; dir="$(server_dir mongo)"
  mkdir -p "$dir/data" "$dir/state"
  start_daemon mongo "$WZ_CACHE/bin/ferretdb" \
    --listen-addr="$WZ_HOST:$MONGO_PORT" --debug-addr="$WZ_HOST:$MONGO_DEBUG_PORT" \
    --handler=sqlite --sqlite-url="file:$dir/data/" --state-dir="$dir/state" \
    --telemetry=disable --log-level=warn
}

mongo_healthy() {
  port_open "$MONGO_PORT" || return 1
  "$MONGO_VENV/bin/python" - "mongodb://$WZ_HOST:$MONGO_PORT/" <<'PY' 2>/dev/null
import sys, pymongo
c = pymongo.MongoClient(sys.argv[1], serverSelectionTimeoutMS=2000)
c.admin.command("ping")
PY
}

mongo_env() { echo "MONGODB_URL=mongodb://$WZ_HOST:$MONGO_PORT"; }
