// The runnable services of the image and their default ports (the services' own defaults).
export const GRPC_PORTS = {
  identity: 50051,
  billing: 50052,
  'mail-sync': 50053,
  'reply-generation': 50054,
  'knowledge-ingestion': 50055,
  chat: 50056,
};
export const SERVICES = ['gateway', ...Object.keys(GRPC_PORTS)];
