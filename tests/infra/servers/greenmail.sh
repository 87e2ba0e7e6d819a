# shellcheck shell=bash disable=SC2034
# GreenMail: an IMAP + SMTP server in one JVM (SMTP delivers into the IMAP mailboxes), with IDLE
# and a REST API to create users. The standalone jar comes from Maven Central.

GREENMAIL_VERSION="${WINZMAIL_GREENMAIL_VERSION:-2.1.13}"
GREENMAIL_SMTP_PORT="$(port GREENMAIL_SMTP 13025)"
GREENMAIL_SMTPS_PORT="$(port GREENMAIL_SMTPS 13465)"
GREENMAIL_IMAP_PORT="$(port GREENMAIL_IMAP 13143)"
GREENMAIL_IMAPS_PORT="$(port GREENMAIL_IMAPS 13993)"
GREENMAIL_API_PORT="$(port GREENMAIL_API 13080)"
GREENMAIL_HOME="$WZ_CACHE/greenmail-$GREENMAIL_VERSION"
# GreenMail gives each of its servers 2 s to start listening, then gives up ("Could not start mail
# server smtps ... set server startup timeout > 2000"): not enough on a busy 2-core machine. Each
# gets 30 s (-Dgreenmail.startup.timeout); readiness waits for the JVM's start besides.
GREENMAIL_STARTUP_TIMEOUT_MS=30000
GREENMAIL_TIMEOUT=90

greenmail_pom() {
  cat <<EOP
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>winzmail.infra</groupId><artifactId>greenmail-jars</artifactId><version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>com.icegreen</groupId><artifactId>greenmail-standalone</artifactId><version>$GREENMAIL_VERSION</version></dependency>
  </dependencies>
</project>
EOP
}

greenmail_install() {
  local stamp; stamp="$(greenmail_pom | sha256sum | cut -c1-16)"
  [[ "$(cat "$GREENMAIL_HOME/.complete" 2>/dev/null)" == "$stamp" ]] && return 0
  mkdir -p "$GREENMAIL_HOME"
  greenmail_pom >"$GREENMAIL_HOME/pom.xml"
  mvn_fetch greenmail "$GREENMAIL_HOME/pom.xml" "$GREENMAIL_HOME/libs"
  echo "$stamp" >"$GREENMAIL_HOME/.complete"
}

# Users are created by the tests (REST API) with their own passwords; a login with an unknown
# user or a wrong password fails, as on a real server. IMAPS/SMTPS use GreenMail's self-signed
# certificate (the "TLS failure" case).
greenmail_start() {
  start_daemon greenmail java -Xms64m -Xmx1g -XX:+UseSerialGC -Djava.awt.headless=true \
    -Dgreenmail.hostname="$WZ_HOST" -Dgreenmail.startup.timeout="$GREENMAIL_STARTUP_TIMEOUT_MS" \
    -Dgreenmail.smtp.port="$GREENMAIL_SMTP_PORT" -Dgreenmail.smtps.port="$GREENMAIL_SMTPS_PORT" \
    -Dgreenmail.imap.port="$GREENMAIL_IMAP_PORT" -Dgreenmail.imaps.port="$GREENMAIL_IMAPS_PORT" \
    -Dgreenmail.api.port="$GREENMAIL_API_PORT" -Dgreenmail.api.hostname="$WZ_HOST" \
    -cp "$GREENMAIL_HOME/libs/*" com.icegreen.greenmail.standalone.GreenMailStandaloneRunner
}

greenmail_healthy() {
  http_ok "http://$WZ_HOST:$GREENMAIL_API_PORT/api/service/readiness" && port_open "$GREENMAIL_IMAP_PORT"
}

greenmail_ports() {
  echo "$GREENMAIL_SMTP_PORT $GREENMAIL_SMTPS_PORT $GREENMAIL_IMAP_PORT $GREENMAIL_IMAPS_PORT $GREENMAIL_API_PORT"
}

greenmail_env() {
  cat <<EOV
MAIL_TEST_HOST=$WZ_HOST
MAIL_TEST_IMAP_PORT=$GREENMAIL_IMAP_PORT
MAIL_TEST_IMAPS_PORT=$GREENMAIL_IMAPS_PORT
MAIL_TEST_SMTP_PORT=$GREENMAIL_SMTP_PORT
MAIL_TEST_SMTPS_PORT=$GREENMAIL_SMTPS_PORT
MAIL_TEST_API_URL=http://$WZ_HOST:$GREENMAIL_API_PORT
EOV
}
