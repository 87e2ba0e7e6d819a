# shellcheck shell=bash disable=SC2034
# MinIO (S3-compatible object store), built from source with `go install`.

MINIO_PKG="github.com/minio/minio@${WINZMAIL_MINIO_VERSION:-v0.0.0-20260212201848-7aac2a2c5b7c}"
MINIO_PORT="$(port MINIO 19000)"
MINIO_CONSOLE_PORT="$(port MINIO_CONSOLE 19001)"
MINIO_USER="${WINZMAIL_S3_ACCESS_KEY:-winzmail}"
MINIO_PASSWORD="${WINZMAIL_S3_SECRET_KEY:-winzmail-secret}"
MINIO_TIMEOUT=60

minio_install() { go_install_once minio "$MINIO_PKG"; }

minio_start() {
  local dir; dir="$(server_dir minio)"
  mkdir -p "$dir/data"
  MINIO_ROOT_USER="$MINIO_USER" MINIO_ROOT_PASSWORD="$MINIO_PASSWORD" \
    MINIO_BROWSER=off MINIO_UPDATE=off MINIO_CI_CD=1 \
    start_daemon minio "$WZ_CACHE/bin/minio" server --quiet \
      --address "$WZ_HOST:$MINIO_PORT" --console-address "$WZ_HOST:$MINIO_CONSOLE_PORT" \
      "$dir/data"
}

minio_healthy() { http_ok "http://$WZ_HOST:$MINIO_PORT/minio/health/ready"; }

minio_ports() { echo "$MINIO_PORT"; }

minio_env() {
  cat <<EOV
S3_ENDPOINT=http://$WZ_HOST:$MINIO_PORT
S3_ACCESS_KEY=$MINIO_USER
S3_SECRET_KEY=$MINIO_PASSWORD
S3_REGION=us-east-1
S3_FORCE_PATH_STYLE=true
EOV
}
