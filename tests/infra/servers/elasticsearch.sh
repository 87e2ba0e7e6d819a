# shellcheck shell=bash disable=SC2034
# Elasticsearch 8 assembled from the server jars published on Maven Central
# (org.elasticsearch:elasticsearch + the transport-netty4 module + the entitlement
# bridge). The official tarball's CLI launcher and agent jar are not on Maven
# Central; two tiny stand-ins are compiled from tests/infra/java/.

ES_VERSION="${WINZMAIL_ES_VERSION:-8.19.21}"
ES_PORT="$(port ES 19200)"
ES_TRANSPORT_PORT="$(port ES_TRANSPORT 19300)"
ES_HOME="$WZ_CACHE/elasticsearch-$ES_VERSION"
ES_HEAP_MIN="${WINZMAIL_ES_HEAP_MIN:-512m}"
ES_HEAP_MAX="${WINZMAIL_ES_HEAP_MAX:-1g}"
ES_RUN_USER="${WINZMAIL_ES_RUN_USER:-nobody}" # Elasticsearch refuses to run as root
ELASTICSEARCH_TIMEOUT=120

es_pom() { # es_pom GROUP ARTIFACT
  cat <<EOP
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>winzmail.infra</groupId><artifactId>es-$2</artifactId><version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>$1</groupId><artifactId>$2</artifactId><version>$ES_VERSION</version></dependency>
  </dependencies>
</project>
EOP
}

# es_module NAME DIR : turn the jars of a published module into modules/NAME.
es_module() {
  local name="$1" src="$2" jar dest="$ES_HOME/modules/$1"
  mkdir -p "$dest"
  for jar in "$src"/*.jar; do
    [[ -e "$ES_HOME/lib/$(basename "$jar")" ]] || cp "$jar" "$dest/"
  done
  unzip -o -j -q "$dest/$name-$ES_VERSION.jar" "META-INF/es-plugins/$name/*" -d "$dest"
}

es_compile_helpers() {
  local out="$ES_HOME/tools"
  mkdir -p "$out/agent"
  javac -d "$out" -cp "$ES_HOME/lib/*" "$WZ_INFRA_DIR/java/WriteServerArgs.java"
  javac -d "$out/agent" "$WZ_INFRA_DIR/java/EntitlementAgent.java"
  printf 'Agent-Class: winzmail.infra.EntitlementAgent\nCan-Retransform-Classes: true\nCan-Redefine-Classes: true\n' >"$out/agent.mf"
  jar cfm "$ES_HOME/entitlement/entitlement-agent.jar" "$out/agent.mf" -C "$out/agent" .
  mkdir -p "$out/console" "$ES_HOME/lib/tools/ansi-console"
  javac -d "$out/console" -cp "$ES_HOME/lib/*" "$WZ_INFRA_DIR/java/AnsiConsoleLoader.java"
  jar cf "$ES_HOME/lib/tools/ansi-console/ansi-console-stub.jar" -C "$out/console" .
  es_compile_rest_root "$out/rest-root"
}

# modules/winzmail-rest-root: GET / and HEAD / (see java/rest-root/RootInfoPlugin.java)
es_compile_rest_root() {
  local out="$1" dest="$ES_HOME/modules/winzmail-rest-root"
  mkdir -p "$out" "$dest"
  javac -d "$out" -cp "$ES_HOME/lib/*" "$WZ_INFRA_DIR/java/rest-root/RootInfoPlugin.java"
  jar cf "$dest/winzmail-rest-root.jar" -C "$out" .
  sed "s/@ES_VERSION@/$ES_VERSION/g" "$WZ_INFRA_DIR/java/rest-root/plugin-descriptor.properties" \
    >"$dest/plugin-descriptor.properties"
}

# changes whenever the version or the Java stand-ins change -> reinstall
es_install_stamp() {
  { echo "$ES_VERSION"; cat "$WZ_INFRA_DIR"/java/*.java "$WZ_INFRA_DIR"/java/rest-root/*; } | sha256sum | cut -c1-16
}

elasticsearch_install() {
  local stamp; stamp="$(es_install_stamp)"
  [[ "$(cat "$ES_HOME/.complete" 2>/dev/null)" == "$stamp" ]] && return 0
  command -v javac >/dev/null || die "javac (JDK 17) is required"
  rm -rf "$ES_HOME" && mkdir -p "$ES_HOME/work" "$ES_HOME/plugins" "$ES_HOME/entitlement"
  es_pom org.elasticsearch elasticsearch >"$ES_HOME/work/server.xml"
  es_pom org.elasticsearch.plugin transport-netty4 >"$ES_HOME/work/netty.xml"
  es_pom org.elasticsearch elasticsearch-entitlement-bridge >"$ES_HOME/work/bridge.xml"
  mvn_fetch elasticsearch "$ES_HOME/work/server.xml" "$ES_HOME/lib"
  mvn_fetch elasticsearch "$ES_HOME/work/netty.xml" "$ES_HOME/work/netty"
  mvn_fetch elasticsearch "$ES_HOME/work/bridge.xml" "$ES_HOME/work/bridge"
  es_module transport-netty4 "$ES_HOME/work/netty"
  cp "$ES_HOME/work/bridge/elasticsearch-entitlement-bridge-$ES_VERSION.jar" "$ES_HOME/entitlement/bridge.jar"
  es_compile_helpers
  rm -rf "$ES_HOME/work"
  echo "$stamp" >"$ES_HOME/.complete"
}

es_config() {
  cat <<EOC
cluster.name: winzmail-test
node.name: winzmail-es
network.host: $WZ_HOST
http.port: $ES_PORT
transport.port: $ES_TRANSPORT_PORT
discovery.type: single-node
cluster.routing.allocation.disk.threshold_enabled: false
action.destructive_requires_name: false
EOC
}

es_log4j() {
  cat <<'EOL'
status = error
appender.console.type = Console
appender.console.name = console
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = [%d{ISO8601}][%-5p][%-25c{1.}] [%node_name]%marker %m%n
rootLogger.level = info
rootLogger.appenderRef.console.ref = console
EOL
}

es_run_as_other_user() { ((EUID == 0)); }

# The server reads its ServerArgs from stdin and exits when stdin reaches EOF (that
# is how the official CLI stops it). So stdin is a FIFO opened read-write by the
# server itself: it holds the args and never reaches EOF; no helper process needed.
# shellcheck disable=SC2016
ES_STDIN_WRAPPER='args="$1" fifo="$2"; shift 2
mkfifo "$fifo" && exec 3<>"$fifo" && rm -f "$fifo" && cat "$args" >&3 && exec "$@" <&3 3>&-'

elasticsearch_start() {
  local dir home
  dir="$(server_dir elasticsearch)"
  home="$ES_HOME"
  mkdir -p "$dir/config" "$dir/data" "$dir/logs" "$dir/tmp"
  if es_run_as_other_user; then
    # the run user cannot traverse /root: give it a hard-linked (or copied) home
    home="$dir/home"
    cp -al "$ES_HOME" "$home" 2>/dev/null || cp -a "$ES_HOME" "$home"
  fi
  es_config >"$dir/config/elasticsearch.yml"
  es_log4j >"$dir/config/log4j2.properties"
  java -cp "$home/lib/*:$home/tools" WriteServerArgs "$dir/server-args.bin" "$dir/config" "$dir/logs" \
    "path.home=$home" "path.data=$dir/data" "path.logs=$dir/logs"
  local -a run_as=()
  if es_run_as_other_user; then
    chown -R "$ES_RUN_USER:" "$dir/config" "$dir/data" "$dir/logs" "$dir/tmp" "$dir/server-args.bin"
    run_as=(setpriv --reuid="$ES_RUN_USER" --regid="$(id -g "$ES_RUN_USER")" --clear-groups)
  fi
  LIBFFI_TMPDIR="$dir/tmp" ES_TMPDIR="$dir/tmp" start_daemon elasticsearch "${run_as[@]}" \
    bash -c "$ES_STDIN_WRAPPER" es "$dir/server-args.bin" "$dir/tmp/stdin.fifo" \
    java -Xms"$ES_HEAP_MIN" -Xmx"$ES_HEAP_MAX" -XX:+UseG1GC -Xss1m \
    -Djava.io.tmpdir="$dir/tmp" -XX:ErrorFile="$dir/logs/hs_err_pid%p.log" \
    -Djava.awt.headless=true -Dfile.encoding=UTF-8 -Djna.nosys=true -XX:-OmitStackTraceInFastThrow \
    -Dio.netty.noUnsafe=true -Dio.netty.noKeySetOptimization=true -Dio.netty.recycler.maxCapacityPerThread=0 \
    -Dlog4j.shutdownHookEnabled=false -Dlog4j2.disable.jmx=true -Dlog4j2.formatMsgNoLookups=true \
    -Djava.locale.providers=CLDR -Des.distribution.type=tar \
    -Des.networkaddress.cache.ttl=60 -Des.networkaddress.cache.negative.ttl=10 \
    -Des.path.home="$home" -Des.path.conf="$dir/config" \
    -Djdk.attach.allowAttachSelf=true -Des.entitlement.agentJar="$home/entitlement/entitlement-agent.jar" \
    --patch-module=java.base="$home/entitlement/bridge.jar" \
    --add-exports=java.base/org.elasticsearch.entitlement.bridge=org.elasticsearch.entitlement \
    --module-path "$home/lib" --add-modules=jdk.net --add-modules=ALL-MODULE-PATH \
    -m org.elasticsearch.server/org.elasticsearch.bootstrap.Elasticsearch
}

elasticsearch_healthy() {
  curl -fsS --max-time 3 "http://$WZ_HOST:$ES_PORT/_cluster/health" 2>/dev/null | grep -q -E '"status":"(green|yellow)"'
}

elasticsearch_ports() { echo "$ES_PORT $ES_TRANSPORT_PORT"; }

elasticsearch_env() { echo "ELASTICSEARCH_URL=http://$WZ_HOST:$ES_PORT"; }
