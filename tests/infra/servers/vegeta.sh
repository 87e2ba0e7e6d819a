# shellcheck shell=bash disable=SC2034
# vegeta (HTTP load generator, MIT), built with `go install`: a tool, not a server — `up`
# installs it and writes its path, nothing is started. tests/load drives it.
# (k6 is the usual choice but is AGPL-licensed, which this project does not take on.)

VEGETA_PKG="github.com/tsenart/vegeta/v12@${WINZMAIL_VEGETA_VERSION:-v12.13.0}"
VEGETA_TIMEOUT=1

vegeta_tool() { :; }

vegeta_install() { go_install_once vegeta "$VEGETA_PKG"; }

vegeta_env() {
  [[ -x "$WZ_CACHE/bin/vegeta" ]] && echo "VEGETA_PATH=$WZ_CACHE/bin/vegeta"
  return 0
}
