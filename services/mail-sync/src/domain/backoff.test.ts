import { describe, expect, it } from '@jest/globals';
import { RECONNECT_MAX_MS, reconnectDelayMs } from './backoff.js';

describe('reconnectDelayMs', () => {
  it('doubles from 1 s to 5 min, jittered between half and all of it', () => {
    expect(reconnectDelayMs(1, false, () => 1)).toBe(1000);
    expect(reconnectDelayMs(1, false, () => 0)).toBe(500);
    expect(reconnectDelayMs(2, false, () => 1)).toBe(2000);
    expect(reconnectDelayMs(4, false, () => 1)).toBe(8000);
    expect(reconnectDelayMs(30, false, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelayMs(30, false, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });

  it('waits the longest after a refused password', () => {
    expect(reconnectDelayMs(1, true, () => 1)).toBe(RECONNECT_MAX_MS);
  });
});
