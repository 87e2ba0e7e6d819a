# shellcheck shell=bash disable=SC2034
# Debian packages used by tests (not a server): chromium, LibreOffice Writer, qpdf.

APT_TIMEOUT=1

# dpkg takes one installer at a time: mongopg's PostgreSQL install holds the same lock.
apt_install() { flock "$WZ_CACHE/.apt.lock" "$WZ_INFRA_DIR/apt-deps"; }

apt_env() {
  local c
  c="$(command -v chromium || true)"
  [[ -n "$c" ]] && echo "CHROMIUM_PATH=$c"
  c="$(command -v soffice || true)"
  [[ -n "$c" ]] && echo "SOFFICE_PATH=$c"
  c="$(command -v qpdf || true)"
  [[ -n "$c" ]] && echo "QPDF_PATH=$c"
  return 0
}
