# shellcheck shell=bash
# stripe-mock (Stripe API mock server), built with `go install`.

STRIPE_PKG="github.com/stripe/stripe-mock@${WINZMAIL_STRIPE_MOCK_VERSION:-v0.203.0}"
STRIPE_PORT="$(port STRIPE 12111)"
STRIPE_TIMEOUT=30

stripe_install() { go_install_once stripe-mock "$STRIPE_PKG"; }

stripe_start() {
  start_daemon stripe "$WZ_CACHE/bin/stripe-mock" -http-addr "$WZ_HOST:$STRIPE_PORT" -https-port -1
}

stripe_healthy() {
  http_ok "http://$WZ_HOST:$STRIPE_PORT/v1/customers" -H "Authorization: Bearer sk_test_123"
}

stripe_env() {
  cat <<EOV
STRIPE_API_BASE=http://$WZ_HOST:$STRIPE_PORT
STRIPE_SECRET_KEY=sk_test_123
EOV
}
