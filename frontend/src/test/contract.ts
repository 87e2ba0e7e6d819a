// Test fixtures are held to the gateway's OpenAPI document (src/api/gen/openapi.json, generated
// from the gateway's zod schemas): a fixture the gateway would never send, or a request body
// it would refuse, is a problem that fails the test (see mockApi and setup.ts).
import { contractChecker, type OpenApiDocument } from '@winzmail/testing/openapi-contract';
import openapi from '../api/gen/openapi.json' with { type: 'json' };

export const { checkResponse, checkRequest } = contractChecker(
  openapi as unknown as OpenApiDocument,
);

const problems: string[] = [];

export function reportContractProblems(found: string[]): void {
  problems.push(...found);
}

/** The problems found since the last call (setup.ts fails the test when there are any). */
export function takeContractProblems(): string[] {
  return problems.splice(0, problems.length);
}
