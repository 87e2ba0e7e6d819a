# shellcheck shell=bash disable=SC2034
# stripe-mock (Stripe API mock server), built with `go install`.

STRIPE_PKG="github.com/stripe/stripe-mock@${WINZMAIL_STRIPE_MOCK_VERSION:-v0.203.0}"
STRIPE_PORT="$(port STRIPE 12111)"
STRIPE_TIMEOUT=30

stripe_install() { go_install_once stripe-mock "$STRIPE_PKG"; }

# stripe-mock opens HTTPS on *:12112 unless told otherwise (-http-addr alone does not
# turn it off), so HTTPS goes to a unix socket in the run dir: no extra TCP port.
stripe_start() {
  start_daemon stripe "$WZ_CACHE/bin/stripe-mock" -http-addr "$WZ_HOST:$STRIPE_PORT" \
    -https-unix "$(server_dir stripe)/https.sock"
}

stripe_healthy() {
  http_ok "http://$WZ_HOST:$STRIPE_PORT/v1/customers" -H "Authorization: Bearer sk_test_123"
}

stripe_ports() { echo "$STRIPE_PORT"; }

stripe_env() {
  cat <<EOV
STRIPE_API_BASE=http://$WZ_HOST:$STRIPE_PORT
STRIPE_SECRET_KEY=sk_test_123
EOV
}
