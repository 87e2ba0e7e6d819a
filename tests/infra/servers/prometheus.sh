# shellcheck shell=bash disable=SC2034
# Prometheus, built with `go install` from the Go module proxy (module versions v0.3xx.y are
# Prometheus 3.x), for the dashboards test: the product pushes its metrics to the OTLP receiver
# (/api/v1/otlp/v1/metrics) and the test renders every dashboard query. The alert rules of
# deploy/prometheus/rules are loaded, so a rule that does not parse keeps Prometheus from starting.

PROMETHEUS_PKG="github.com/prometheus/prometheus/cmd/prometheus@${WINZMAIL_PROMETHEUS_VERSION:-v0.316.0}"
PROMETHEUS_PORT="$(port PROMETHEUS 19090)"
PROMETHEUS_TIMEOUT=60

prometheus_install() { go_install_once prometheus "$PROMETHEUS_PKG"; }

# The alert rules of THIS checkout: a Prometheus started from another one (a second clone on the
# same machine) reads that one's rules, so it does not count as healthy here and is restarted.
prometheus_rules() { echo "$(cd "$WZ_INFRA_DIR/../.." && pwd)/deploy/prometheus/rules/*.yaml"; }

prometheus_start() {
  local dir; dir="$(server_dir prometheus)"
  mkdir -p "$dir/data"
  cat >"$dir/prometheus.yml" <<EOC
global:
  scrape_interval: 15s
  evaluation_interval: 5s
rule_files:
  - $(prometheus_rules)
EOC
  start_daemon prometheus "$WZ_CACHE/bin/prometheus" --config.file="$dir/prometheus.yml" \
    --storage.tsdb.path="$dir/data" --storage.tsdb.retention.time=1d \
    --web.listen-address="$WZ_HOST:$PROMETHEUS_PORT" \
    --web.enable-otlp-receiver --web.enable-remote-write-receiver
}

prometheus_healthy() {
  grep -qF -- "- $(prometheus_rules)" "$(server_dir prometheus)/prometheus.yml" 2>/dev/null &&
    http_ok "http://$WZ_HOST:$PROMETHEUS_PORT/-/ready"
}

prometheus_ports() { echo "$PROMETHEUS_PORT"; }

prometheus_env() {
  cat <<EOV
PROMETHEUS_URL=http://$WZ_HOST:$PROMETHEUS_PORT
EOV
}
