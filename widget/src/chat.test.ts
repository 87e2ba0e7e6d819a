import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api.js';
import { errorMessage } from './chat.js';
import { stringsFor } from './strings.js';

describe('errorMessage', () => {
  const strings = stringsFor('fr');

  it("shows the server's message when there is one", () => {
    expect(errorMessage(new ApiError(429, 'Slow down: 10 messages per minute.'), strings)).toBe(
      'Slow down: 10 messages per minute.',
    );
    expect(errorMessage(new ApiError(500, 'Index unavailable'), strings)).toBe('Index unavailable');
  });

  it('falls back to the localised rate-limit or generic text', () => {
    expect(errorMessage(new ApiError(429, ''), strings)).toBe(strings.rateLimited);
    expect(errorMessage(new ApiError(502, ''), strings)).toBe(strings.error);
    expect(errorMessage(new TypeError('Failed to fetch'), strings)).toBe(strings.error);
  });
});
