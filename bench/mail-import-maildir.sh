#!/usr/bin/env bash
# The whole product's first import of a large mailbox (issue 27: 100,000 messages), read over IMAP
# from Dovecot (Debian's dovecot-imapd) serving a Maildir the bench fills with files: GreenMail's
# APPEND slows as its INBOX grows, so it cannot hold 100,000 messages in reasonable time here.
# Replies' SMTP login still goes to GreenMail (tests/infra). Prints figures; asserts nothing.
#   apt-get install -y dovecot-imapd && bash tests/infra/up greenmail
#   IMPORT_N=100000 bash bench/mail-import-maildir.sh
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
command -v dovecot >/dev/null || { echo "dovecot is not installed: apt-get install -y dovecot-imapd" >&2; exit 1; }
PORT="${DOVECOT_PORT:-14143}"
DIR="$(mktemp -d /tmp/winzmail-dovecot-XXXXXX)"
mkdir -p "$DIR"/{run,state,mail}
chmod 755 "$DIR"   # mktemp makes it 700; Dovecot's processes read below it
chmod 777 "$DIR/mail" # the bench (this user) makes each address's Maildir; Dovecot's run as nobody
cat >"$DIR/dovecot.conf" <<CONF
protocols = imap
listen = 127.0.0.1
base_dir = $DIR/run
state_dir = $DIR/state
log_path = $DIR/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:$DIR/mail/%u
mail_uid = nobody
mail_gid = nogroup
first_valid_uid = 1
# Any password: the bench logs in with the user it made on GreenMail (its SMTP sends the replies).
passdb {
  driver = static
  args = nopassword=y
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup home=$DIR/mail/%u
}
service imap-login {
  inet_listener imap {
    port = $PORT
  }
  inet_listener imaps {
    port = 0
  }
}
CONF
dovecot -c "$DIR/dovecot.conf"
trap 'doveadm -c "$DIR/dovecot.conf" stop >/dev/null 2>&1 || true; rm -rf "$DIR"' EXIT
ENV_FILE="$ROOT/tests/infra/.env.infra"
[[ -f "$ENV_FILE" ]] || { echo "no $ENV_FILE: bash tests/infra/up greenmail" >&2; exit 1; }
# Only GreenMail's addresses: the product runs embedded (no Kafka, MongoDB… from the env file).
mapfile -t MAIL_ENV < <(grep -E '^MAIL_TEST_' "$ENV_FILE")
cd "$ROOT"
env -i PATH="$PATH" HOME="$HOME" "${MAIL_ENV[@]}" \
  MAILDIR_ROOT="$DIR/mail" MAILDIR_IMAP_PORT="$PORT" IMPORT_N="${IMPORT_N:-100000}" FLOW_M=0 LIST_L=0 \
  node --import tsx bench/mail-flow.ts
