# shellcheck shell=bash disable=SC2034
# Apache Kafka in KRaft mode (combined broker+controller), jars from Maven Central.

KAFKA_VERSION="${WINZMAIL_KAFKA_VERSION:-4.3.1}"
KAFKA_PORT="$(port KAFKA 19092)"
KAFKA_CONTROLLER_PORT="$(port KAFKA_CONTROLLER 19093)"
KAFKA_HOME="$WZ_CACHE/kafka-$KAFKA_VERSION"
KAFKA_HEAP="${WINZMAIL_KAFKA_HEAP:-512m}"
KAFKA_TIMEOUT=90

kafka_pom() {
  cat <<EOP
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>winzmail.infra</groupId><artifactId>kafka-jars</artifactId><version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>$KAFKA_VERSION</version></dependency>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka-tools</artifactId><version>$KAFKA_VERSION</version>
      <exclusions><exclusion><groupId>org.apache.kafka</groupId><artifactId>connect-runtime</artifactId></exclusion></exclusions>
    </dependency>
    <!-- the published poms say slf4j 1.7; the Kafka tarball ships slf4j 2 + the log4j2 binding -->
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>2.0.16</version></dependency>
    <dependency><groupId>org.apache.logging.log4j</groupId><artifactId>log4j-core</artifactId><version>2.24.3</version></dependency>
    <dependency><groupId>org.apache.logging.log4j</groupId><artifactId>log4j-slf4j2-impl</artifactId><version>2.24.3</version></dependency>
  </dependencies>
</project>
EOP
}

kafka_log4j() {
  cat <<'EOL'
status = warn
appender.out.type = Console
appender.out.name = out
appender.out.layout.type = PatternLayout
appender.out.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = warn
rootLogger.appenderRef.out.ref = out
logger.kafka.name = kafka.server.KafkaRaftServer
logger.kafka.level = info
EOL
}

kafka_install() {
  local stamp; stamp="$({ kafka_pom; kafka_log4j; } | sha256sum | cut -c1-16)"
  [[ "$(cat "$KAFKA_HOME/.complete" 2>/dev/null)" == "$stamp" ]] && return 0
  mkdir -p "$KAFKA_HOME"
  kafka_pom >"$KAFKA_HOME/pom.xml"
  kafka_log4j >"$KAFKA_HOME/log4j2.properties"
  mvn_fetch kafka "$KAFKA_HOME/pom.xml" "$KAFKA_HOME/libs"
  echo "$stamp" >"$KAFKA_HOME/.complete"
}

kafka_java() {
  java -Xms"$KAFKA_HEAP" -Xmx"$KAFKA_HEAP" -XX:+UseG1GC -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$KAFKA_HOME/log4j2.properties" \
    -cp "$KAFKA_HOME/libs/*" "$@"
}

kafka_properties() {
  local dir="$1"
  cat <<EOP
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$WZ_HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$WZ_HOST:$KAFKA_PORT,CONTROLLER://$WZ_HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$WZ_HOST:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$dir/data
auto.create.topics.enable=true
num.partitions=3
default.replication.factor=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=3
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=3
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
log.flush.interval.messages=9223372036854775807
EOP
}

kafka_start() {
  local dir cluster_id
  dir="$(server_dir kafka)"
  kafka_properties "$dir" >"$dir/server.properties"
  # Format only an empty data dir: a restart (tests/infra/restart) keeps the cluster and its data.
  if [[ ! -f "$dir/data/meta.properties" ]]; then
    # A base64url id can begin with '-', and the tool's parser then reads it as an option (the
    # format failed at random, about one start in 64): redraw, as Kafka's own Uuid does.
    cluster_id=-
    while [[ "$cluster_id" == -* ]]; do
      cluster_id="$(head -c16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')"
    done
    kafka_java kafka.tools.StorageTool format -t "$cluster_id" -c "$dir/server.properties" \
      >"$dir/format.log" 2>&1 || { cat "$dir/format.log" >&2; return 1; }
  fi
  start_daemon kafka java -Xms"$KAFKA_HEAP" -Xmx"$KAFKA_HEAP" -XX:+UseG1GC -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$KAFKA_HOME/log4j2.properties" \
    -cp "$KAFKA_HOME/libs/*" kafka.Kafka "$dir/server.properties"
}

# Ready = the admin client gets metadata and can create (if needed) a topic.
kafka_healthy() {
  port_open "$KAFKA_PORT" || return 1
  timeout 30 java -Xmx128m -XX:TieredStopAtLevel=1 -Dlog4j2.configurationFile="$KAFKA_HOME/log4j2.properties" \
    -cp "$KAFKA_HOME/libs/*" org.apache.kafka.tools.TopicCommand \
    --bootstrap-server "$WZ_HOST:$KAFKA_PORT" --create --if-not-exists \
    --topic winzmail-infra-ready --partitions 1 --replication-factor 1 >/dev/null 2>&1
}

kafka_ports() { echo "$KAFKA_PORT $KAFKA_CONTROLLER_PORT"; }

kafka_env() { echo "KAFKA_BROKERS=$WZ_HOST:$KAFKA_PORT"; }
