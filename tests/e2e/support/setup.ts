import { jest } from '@jest/globals';

jest.setTimeout(300_000);
