import { describe, expect, it } from '@jest/globals';
import { senderName } from './sender.js';

describe('senderName', () => {
  it.each([
    ['"Sam Lee" <sam@example.com>', 'Sam Lee'],
    ['Sam Lee <sam@example.com>', 'Sam Lee'],
    ['sam@example.com', ''],
    ['<sam@example.com>', ''],
    ['"sam@example.com" <sam@example.com>', ''],
    ['', ''],
  ])('%s → "%s"', (from, name) => expect(senderName(from)).toBe(name));
});
