import { createServer } from 'node:net';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';

/**
 * The testcontainers path of describeWithServer: with WINZMAIL_TESTCONTAINERS=1 and no server
 * URL in env, the suite starts its server in Docker and reads the URL from the container.
 * Needs a Docker daemon (not available on the development machines here, where
 * `tests/infra/up` starts the same servers as local processes instead).
 */
export interface StartedServer {
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startContainerFor(envNames: string[]): Promise<StartedServer> {
  if (envNames.includes('KAFKA_BROKERS')) return kafka();
  if (envNames.includes('MONGODB_URL')) return mongo();
  if (envNames.includes('S3_ENDPOINT')) return minio();
  if (envNames.includes('ELASTICSEARCH_URL')) return elasticsearch();
  throw new Error(`no container known for ${envNames.join(', ')}`);
}

const stopper = (c: StartedTestContainer) => async (): Promise<void> => {
  await c.stop();
};

/** Kafka advertises the address clients must use, so the host port is chosen before start. */
async function kafka(): Promise<StartedServer> {
  const port = await freePort();
  const c = await new GenericContainer('apache/kafka:3.9.1')
    .withExposedPorts({ container: port, host: port })
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: `PLAINTEXT://:${port},CONTROLLER://:9093`,
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://localhost:${port}`,
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .start();
  return { env: { KAFKA_BROKERS: `localhost:${port}` }, stop: stopper(c) };
}

async function mongo(): Promise<StartedServer> {
  const c = await new GenericContainer('mongo:7').withExposedPorts(27017).start();
  return {
    env: { MONGODB_URL: `mongodb://${c.getHost()}:${c.getMappedPort(27017)}` },
    stop: stopper(c),
  };
}

async function minio(): Promise<StartedServer> {
  const c = await new GenericContainer('minio/minio:latest')
    .withCommand(['server', '/data'])
    .withEnvironment({ MINIO_ROOT_USER: 'winzmail', MINIO_ROOT_PASSWORD: 'winzmail-secret' })
    .withExposedPorts(9000)
    .withWaitStrategy(Wait.forHttp('/minio/health/ready', 9000))
    .start();
  return {
    env: {
      S3_ENDPOINT: `http://${c.getHost()}:${c.getMappedPort(9000)}`,
      S3_ACCESS_KEY: 'winzmail',
      S3_SECRET_KEY: 'winzmail-secret',
    },
    stop: stopper(c),
  };
}

async function elasticsearch(): Promise<StartedServer> {
  const c = await new GenericContainer('docker.elastic.co/elasticsearch/elasticsearch:8.19.5')
    .withEnvironment({
      'discovery.type': 'single-node',
      'xpack.security.enabled': 'false',
      ES_JAVA_OPTS: '-Xms512m -Xmx512m',
    })
    .withExposedPorts(9200)
    .withWaitStrategy(Wait.forHttp('/_cluster/health?wait_for_status=yellow', 9200))
    .withStartupTimeout(180_000)
    .start();
  return {
    env: { ELASTICSEARCH_URL: `http://${c.getHost()}:${c.getMappedPort(9200)}` },
    stop: stopper(c),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
