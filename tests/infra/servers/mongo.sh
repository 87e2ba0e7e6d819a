# shellcheck shell=bash disable=SC2034
# MongoDB wire protocol: FerretDB v1 with its embedded SQLite backend (no real
# mongod is available from the reachable package registries, see README.md).

FERRETDB_VERSION="${WINZMAIL_FERRETDB_VERSION:-v1.24.0}"
MONGO_PORT="$(port MONGO 27117)"
MONGO_DEBUG_PORT="$(port MONGO_DEBUG 27118)"
MONGO_VENV="$WZ_CACHE/venv"
MONGO_TIMEOUT=60

# `go install ...@v1.24.0` cannot be used: the module proxy refuses the FerretDB
# version list (403) that go install reads for deprecation notices, and the module
# lacks the generated build/version/version.txt. So: download the exact version,
# copy it, write version.txt and build it ourselves.
ferretdb_build() {
  local bin="$WZ_CACHE/bin/ferretdb" stamp="$WZ_CACHE/bin/.ferretdb.version" src
  [[ -x "$bin" && "$(cat "$stamp" 2>/dev/null)" == "$FERRETDB_VERSION" ]] && return 0
  go_env
  src="$(cd "$WZ_CACHE" && go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["Dir"])')"
  rm -rf "$WZ_CACHE/src/ferretdb" && mkdir -p "$WZ_CACHE/src"
  cp -r "$src" "$WZ_CACHE/src/ferretdb" && chmod -R u+w "$WZ_CACHE/src/ferretdb"
  echo "$FERRETDB_VERSION" >"$WZ_CACHE/src/ferretdb/build/version/version.txt"
  echo "winzmail-infra" >"$WZ_CACHE/src/ferretdb/build/version/package.txt"
  (cd "$WZ_CACHE/src/ferretdb" && go build -trimpath -o "$bin" ./cmd/ferretdb)
  echo "$FERRETDB_VERSION" >"$stamp"
}

# Also called by mongopg's install, which `up` runs at the same time: one builder at a time.
mongo_install() {
  (
    flock 8 || exit 1
    ferretdb_build || exit 1
    if ! "$MONGO_VENV/bin/python" -c 'import pymongo' 2>/dev/null; then
      python3 -m venv "$MONGO_VENV" && "$MONGO_VENV/bin/pip" install -q pymongo || exit 1
    fi
  ) 8>"$WZ_CACHE/.ferretdb-install.lock"
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

mongo_ports() { echo "$MONGO_PORT $MONGO_DEBUG_PORT"; }

mongo_env() { echo "MONGODB_URL=mongodb://$WZ_HOST:$MONGO_PORT"; }
