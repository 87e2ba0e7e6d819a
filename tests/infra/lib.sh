# shellcheck shell=bash disable=SC2034
# Common helpers for the Winzmail test-infrastructure scripts (sourced, not executed).

WZ_INFRA_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
WZ_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/winzmail-infra"
WZ_RUN="${WINZMAIL_INFRA_RUN:-/tmp/winzmail-infra}"
WZ_ENV_FILE="${WINZMAIL_INFRA_ENV_FILE:-$WZ_INFRA_DIR/.env.infra}"
WZ_HOST=127.0.0.1

# All components, in display order. "apt" = Debian packages (chromium, libreoffice, qpdf).
# mongopg = FerretDB on PostgreSQL (alias mongo-pg), beside mongo = FerretDB on SQLite.
# vegeta = the load generator of tests/load, schemathesis = the API fuzzer of tests/fuzz (tools:
# installed, never started; see is_tool).
WZ_ALL_SERVERS=(kafka minio mongo mongopg elasticsearch stripe e5 greenmail prometheus apt vegeta schemathesis)

# is_tool NAME : installed only (servers/NAME.sh defines NAME_tool), nothing runs.
is_tool() { declare -F "${1}_tool" >/dev/null; }

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

now() { date +%s.%N; }
# secs_since START -> "12.3"
secs_since() { awk -v s="$1" -v e="$(now)" 'BEGIN { printf "%.1f", e - s }'; }

# Go toolchain settings: every Go artefact stays inside the infra cache.
go_env() {
  export GOPATH="$WZ_CACHE/go" GOMODCACHE="$WZ_CACHE/go/mod" GOCACHE="$WZ_CACHE/go/build"
  export GOBIN="$WZ_CACHE/bin" GOFLAGS=-modcacherw GOTOOLCHAIN=local CGO_ENABLED="${CGO_ENABLED:-0}"
}

# go_install_once BINARY PACKAGE@VERSION : build into $WZ_CACHE/bin unless the
# binary for that exact version is already there (stamp file records the version).
go_install_once() {
  local bin="$1" pkg="$2" stamp="$WZ_CACHE/bin/.$1.version"
  if [[ -x "$WZ_CACHE/bin/$bin" && "$(cat "$stamp" 2>/dev/null)" == "$pkg" ]]; then
    return 0
  fi
  command -v go >/dev/null || die "go is not installed"
  go_env
  mkdir -p "$GOBIN"
  (cd "$WZ_CACHE" && go install "$pkg")
  echo "$pkg" >"$stamp"
}

# mvn_fetch NAME POM_FILE DEST_DIR : copy all runtime jars of the pom into DEST_DIR.
# Each NAME gets its own local repository so parallel installs never share one.
mvn_fetch() {
  local name="$1" pom="$2" dest="$3" tmp
  command -v mvn >/dev/null || die "mvn is not installed"
  tmp="$dest.tmp.$$"
  rm -rf "$tmp" && mkdir -p "$tmp"
  mvn -B -q -f "$pom" -Dmaven.repo.local="$WZ_CACHE/maven/$name" \
    dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$tmp"
  rm -rf "$dest" && mv "$tmp" "$dest"
}

# --- process management -----------------------------------------------------

server_dir() { echo "$WZ_RUN/$1"; }
pid_file() { echo "$WZ_RUN/$1/pid"; }

server_pid() {
  local f; f="$(pid_file "$1")"
  [[ -s "$f" ]] && cat "$f"
}

# owns_pid PID : the process exists and was started by these scripts (its command
# line names the run or cache directory), so a recycled pid is never mistaken for ours.
owns_pid() {
  local pid="$1" cmd
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  cmd="$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)" || return 1
  [[ "$cmd" == *"$WZ_RUN"* || "$cmd" == *"$WZ_CACHE"* ]]
}

is_running() {
  local pid; pid="$(server_pid "$1")" || return 1
  owns_pid "$pid"
}

# start_daemon NAME CMD... : run CMD detached in its own session (pid = process
# group id), output to NAME/server.log.
start_daemon() {
  local name="$1"; shift
  local dir; dir="$(server_dir "$name")"
  mkdir -p "$dir"
  nohup setsid "$@" >"$dir/server.log" 2>&1 </dev/null 9>&- &
  echo $! >"$(pid_file "$name")"
}

# stop_server NAME : TERM the process group, wait up to 30 s, then KILL.
stop_server() {
  local name="$1" pid i
  pid="$(server_pid "$name")" || return 0
  if owns_pid "$pid"; then
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < 60; i++)); do
      kill -0 -- "-$pid" 2>/dev/null || break
      sleep 0.5
    done
    kill -KILL -- "-$pid" 2>/dev/null || true
  fi
  rm -f "$(pid_file "$name")"
}

# with_lock CMD... : run CMD holding the run-dir lock, so that two `up`/`down`
# invocations (e.g. two test runs started at once) never start/stop the same server.
with_lock() {
  mkdir -p "$WZ_RUN"
  exec 9>"$WZ_RUN/.lock"
  if ! flock -n 9; then
    log "another tests/infra up/down is running; waiting for it (up to 15 min)"
    flock -w 900 9 || die "could not get $WZ_RUN/.lock"
  fi
  "$@"
}

# --- readiness ----------------------------------------------------------------

port_open() { (exec 3<>"/dev/tcp/$WZ_HOST/$1") 2>/dev/null; }

# http_ok URL [CURL_ARGS...] : true when URL answers 2xx within 3 s.
http_ok() {
  local url="$1"; shift
  curl -fsS -o /dev/null --max-time 3 "$@" "$url" 2>/dev/null
}

# wait_ready NAME TIMEOUT_SECS : poll NAME_healthy until it passes, the process
# dies or the timeout runs out.
wait_ready() {
  local name="$1" timeout="$2" start
  start="$(now)"
  while :; do
    if "${name}_healthy"; then return 0; fi
    # Liveness by pid only: right after the fork the child's command line is still the
    # parent's (before exec), so is_running's command-line check would call it gone.
    if ! kill -0 "$(server_pid "$name" 2>/dev/null)" 2>/dev/null; then
      log "$name: process exited during startup"
      return 1
    fi
    if awk -v s="$start" -v e="$(now)" -v t="$timeout" 'BEGIN { exit !(e - s > t) }'; then
      log "$name: not ready after ${timeout}s"
      return 1
    fi
    sleep 1
  done
}

# port variable helper: port NAME DEFAULT -> value of WINZMAIL_<NAME>_PORT or DEFAULT
port() { local v="WINZMAIL_${1}_PORT"; echo "${!v:-$2}"; }
