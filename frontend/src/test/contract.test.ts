import { describe, expect, it } from '@jest/globals';
import type { KnowledgeDocument } from '../api/contract';
import { json, mockApi, ORG } from './api';
import { checkRequest, checkResponse, takeContractProblems } from './contract';

const DOC: KnowledgeDocument = {
  id: 'd1',
  filename: 'prices.pdf',
  upload_time: '2026-03-10T12:00:00.000Z',
  size: 2048,
  type: 'pdf',
  status: 'ready',
  error: '',
  source_url: '',
  chunk_count: 4,
};

describe('fixtures are checked against the gateway OpenAPI schema', () => {
  it('accepts what the gateway sends', () => {
    expect(checkResponse('GET', '/org/me', 200, ORG)).toEqual([]);
    expect(checkResponse('GET', '/org/documents/list', 200, [DOC])).toEqual([]);
    expect(checkResponse('DELETE', '/org/documents/delete/d1', 200, { deleted: true })).toEqual([]);
    expect(
      checkResponse('POST', '/auth/login', 401, { error: 'Invalid email or password' }),
    ).toEqual([]);
  });

  it('rejects a field the gateway never sends, or one it always sends missing', () => {
    const { id, ...rest } = ORG;
    expect(checkResponse('GET', '/org/me', 200, { ...rest, _id: id })).toEqual([
      expect.stringMatching(/GET \/org\/me → 200 does not match.*'id'.*additional properties: _id/),
    ]);
    // The hand copy that drifted: a document of 4 fields where the gateway sends 9.
    const short = { id: 'd1', filename: 'a.pdf', upload_time: DOC.upload_time, status: 'ready' };
    expect(checkResponse('GET', '/org/documents/list', 200, [short])[0]).toMatch(/chunk_count/);
    expect(checkResponse('GET', '/org/documents/list', 200, { documents: [DOC] })[0]).toMatch(
      /must be array/,
    );
    expect(
      checkResponse('GET', '/org/documents/list', 200, [{ ...DOC, status: 'done' }])[0],
    ).toMatch(/status must be equal to one of the allowed values/);
  });

  it('rejects calls, statuses and error bodies the gateway does not have', () => {
    expect(checkResponse('GET', '/org/documents', 200, [])).toEqual([
      'GET /org/documents → 200: the gateway has no such call',
    ]);
    expect(checkResponse('GET', '/org/me', 204, null)[0]).toMatch(/never answers this status/);
    expect(checkResponse('GET', '/org/me', 401, { message: 'no' })[0]).toMatch(/'error'/);
  });

  it('rejects request bodies the gateway would refuse', () => {
    expect(
      checkRequest('POST', '/auth/login', { email: 'a@b.test', password: 'x', is_admin: true }),
    ).toEqual([expect.stringMatching(/'captcha'/)]);
    expect(
      checkRequest('POST', '/org/documents/scrape', { url: 'https://acme.test', depth: 2 }),
    ).toEqual([expect.stringMatching(/additional properties/)]);
  });

  it('a wrong fixture served through mockApi is reported (setup.ts then fails the test)', async () => {
    mockApi({ 'GET /org/me': () => json(200, { ...ORG, trial_active: 'yes' }) });
    await fetch('http://localhost/winzmail/api/org/me');
    expect(takeContractProblems()).toEqual([
      expect.stringMatching(/GET \/org\/me → 200 does not match.*trial_active must be boolean/),
    ]);
  });
});
