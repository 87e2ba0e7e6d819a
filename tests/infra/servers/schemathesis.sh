# shellcheck shell=bash disable=SC2034
# Schemathesis (MIT, PyPI): the property-based API fuzzer of tests/fuzz, driven by the gateway's
# OpenAPI document. A tool, not a server: `up` installs it into its own venv in the cache (pinned,
# with its dependencies, so a PyPI release cannot change a CI run) and writes its path.

SCHEMATHESIS_VERSION="${WINZMAIL_SCHEMATHESIS_VERSION:-4.32.5}"
SCHEMATHESIS_HOME="$WZ_CACHE/schemathesis-venv"

schemathesis_tool() { :; }

schemathesis_install() {
  local bin="$SCHEMATHESIS_HOME/bin/schemathesis"
  if [[ -x "$bin" && "$("$bin" --version 2>/dev/null)" == *" $SCHEMATHESIS_VERSION" ]]; then
    return 0
  fi
  command -v python3 >/dev/null || die "python3 is not installed"
  rm -rf "$SCHEMATHESIS_HOME"
  python3 -m venv "$SCHEMATHESIS_HOME"
  "$SCHEMATHESIS_HOME/bin/pip" install -q --disable-pip-version-check \
    "schemathesis==$SCHEMATHESIS_VERSION"
}

schemathesis_env() {
  [[ -x "$SCHEMATHESIS_HOME/bin/schemathesis" ]] &&
    echo "SCHEMATHESIS_PATH=$SCHEMATHESIS_HOME/bin/schemathesis"
  return 0
}
