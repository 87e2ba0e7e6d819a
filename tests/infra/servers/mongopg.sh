# shellcheck shell=bash disable=SC2034
# MongoDB wire protocol on PostgreSQL: the same FerretDB v1 binary as `mongo`, with its
# PostgreSQL backend on a PostgreSQL server of its own (Debian's package, data in the run dir).
# Kept beside `mongo` (SQLite) because only this backend makes conditional updates atomic
# (the store contract checks compare-and-set here; on SQLite it is waived).

MONGOPG_PORT="$(port MONGOPG 27217)"
MONGOPG_DEBUG_PORT="$(port MONGOPG_DEBUG 27218)"
MONGOPG_PG_PORT="$(port MONGOPG_PG 25432)"
MONGOPG_RUN_USER="${WINZMAIL_PG_RUN_USER:-postgres}" # PostgreSQL refuses to run as root
MONGOPG_TIMEOUT=90

# pg_bin : the newest installed PostgreSQL server's bin directory (Debian layout).
pg_bin() {
  local d
  d="$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -n1)"
  [[ -n "$d" && -x "$d/postgres" ]] && echo "$d"
}

mongopg_install() {
  # dpkg takes one installer at a time: the `apt` component may be installing now too.
  pg_bin >/dev/null || (flock 7 && pg_install) 7>"$WZ_CACHE/.apt.lock" || return 1
  echo "postgresql: $(pg_bin)"
  mongo_install # the FerretDB binary and the pymongo venv, shared with `mongo`
}

pg_install() {
  pg_bin >/dev/null && return 0
  local sudo=()
  ((EUID == 0)) || sudo=(sudo)
  echo "installing postgresql (Debian)"
  "${sudo[@]}" apt-get update -qq
  # policy-rc.d 101: the package must not start its own cluster on 5432.
  printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee /usr/sbin/policy-rc.d >/dev/null
  "${sudo[@]}" chmod +x /usr/sbin/policy-rc.d
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends postgresql ||
    { "${sudo[@]}" rm -f /usr/sbin/policy-rc.d; return 1; }
  "${sudo[@]}" rm -f /usr/sbin/policy-rc.d
}

# mongopg_as_user : the command prefix that runs as the PostgreSQL user when we are root.
mongopg_as_user() {
  ((EUID == 0)) || return 0
  echo setpriv --reuid="$MONGOPG_RUN_USER" --regid="$(id -g "$MONGOPG_RUN_USER")" --clear-groups
}

mongopg_start() {
  local dir bin run_as
  dir="$(server_dir mongopg)"
  bin="$(pg_bin)" || { log "mongopg: PostgreSQL is not installed"; return 1; }
  mkdir -p "$dir/pgdata" "$dir/state"
  read -r -a run_as <<<"$(mongopg_as_user)"
  ((EUID == 0)) && chown "$MONGOPG_RUN_USER:" "$dir/pgdata"
  "${run_as[@]}" "$bin/initdb" -D "$dir/pgdata" -U postgres --auth=trust -E UTF8 \
    --no-sync >"$dir/initdb.log" 2>&1 || { log "mongopg: initdb failed, see $dir/initdb.log"; return 1; }
  # One process group: PostgreSQL (loopback TCP only, no fsync: test data) and FerretDB in front;
  # stop_server's TERM to the group stops both. The run dir in the command line marks it ours.
  start_daemon mongopg bash -c '
    dir="$1"; shift
    "$@" &
    for _ in $(seq 1 60); do
      "'"$bin"'/pg_isready" -q -h '"$WZ_HOST"' -p '"$MONGOPG_PG_PORT"' && break
      sleep 0.5
    done
    exec "'"$WZ_CACHE"'/bin/ferretdb" \
      --listen-addr='"$WZ_HOST:$MONGOPG_PORT"' --debug-addr='"$WZ_HOST:$MONGOPG_DEBUG_PORT"' \
      --handler=postgresql \
      --postgresql-url="postgres://postgres@'"$WZ_HOST:$MONGOPG_PG_PORT"'/postgres" \
      --state-dir="$dir/state" --telemetry=disable --log-level=warn
  ' mongopg "$dir" \
    "${run_as[@]}" "$bin/postgres" -D "$dir/pgdata" -p "$MONGOPG_PG_PORT" \
    -c listen_addresses="$WZ_HOST" -c unix_socket_directories= -c fsync=off \
    -c synchronous_commit=off -c full_page_writes=off -c max_connections=200
}

mongopg_healthy() {
  port_open "$MONGOPG_PORT" || return 1
  "$MONGO_VENV/bin/python" - "mongodb://$WZ_HOST:$MONGOPG_PORT/" <<'PY' 2>/dev/null
import sys, pymongo
c = pymongo.MongoClient(sys.argv[1], serverSelectionTimeoutMS=2000)
c.admin.command("ping")
c["winzmail-infra-ready"]["probe"].find_one()
PY
}

mongopg_ports() { echo "$MONGOPG_PORT $MONGOPG_DEBUG_PORT $MONGOPG_PG_PORT"; }

mongopg_env() { echo "MONGODB_PG_URL=mongodb://$WZ_HOST:$MONGOPG_PORT"; }
