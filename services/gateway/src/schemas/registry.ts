import { extendZodWithOpenApi, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

/** One registry: routes register their schemas here and the OpenAPI document is built from it. */
export const registry = new OpenAPIRegistry();

export const bearerAuth = registry.registerComponent('securitySchemes', 'bearerAuth', {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
});

export const ErrorResponse = registry.register(
  'Error',
  z.object({
    error: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
);

export const jsonContent = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      code,
      { description: `Error ${code}`, content: jsonContent(ErrorResponse) },
    ]),
  );

export { z };
