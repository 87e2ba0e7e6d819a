import {
  credentials,
  loadPackageDefinition,
  type Client,
  type ServiceClientConstructor,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { protoPath } from 'grpc-health-check';

let Health: ServiceClientConstructor | undefined;
function healthCtor(): ServiceClientConstructor {
  if (!Health) {
    const pkg = loadPackageDefinition(loadSync(protoPath, { enums: String })) as unknown as {
      grpc: { health: { v1: { Health: ServiceClientConstructor } } };
    };
    Health = pkg.grpc.health.v1.Health;
  }
  return Health;
}

/** grpc.health.v1 Check on the channel of an existing client: true when SERVING. */
export function checkServing(client: Client, timeoutMs = 2000): Promise<boolean> {
  const Ctor = healthCtor();
  const health = new Ctor('unused', credentials.createInsecure(), {
    channelOverride: client.getChannel(),
  });
  return new Promise((resolve) => {
    (
      health as unknown as {
        Check: (
          req: object,
          opts: { deadline: Date },
          cb: (err: unknown, res?: { status?: string }) => void,
        ) => void;
      }
    ).Check({ service: '' }, { deadline: new Date(Date.now() + timeoutMs) }, (err, res) =>
      resolve(!err && res?.status === 'SERVING'),
    );
  });
}
