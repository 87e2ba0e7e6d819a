import { describe, expect, it } from '@jest/globals';
import { safeHttpUrl, toAskEvent, toChatMessage, toSources, toWidgetConfig } from './messages.js';

describe('safeHttpUrl', () => {
  it('keeps absolute http(s) links only', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '/relative/path',
      '//example.com/x',
      'ftp://example.com',
      '',
      42,
      null,
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});

describe('toSources', () => {
  it('drops unsafe or malformed entries and falls back to the URL as title', () => {
    expect(
      toSources([
        { number: 1, title: 'Pricing', url: 'https://example.com/pricing' },
        { number: 2, title: 'Evil', url: 'javascript:alert(1)' },
        { title: '  ', url: 'http://example.com/x' },
        'nope',
        { number: 1.5, title: 'T', url: 'https://example.com/t' },
      ]),
    ).toEqual([
      { number: 1, title: 'Pricing', url: 'https://example.com/pricing' },
      { title: 'http://example.com/x', url: 'http://example.com/x' },
      { title: 'T', url: 'https://example.com/t' },
    ]);
    expect(toSources(undefined)).toEqual([]);
  });
});

describe('toChatMessage / toWidgetConfig', () => {
  it('needs a string response and normalises the rest', () => {
    expect(toChatMessage({ id: 'c1', message: 'q', response: 'a', created_at: 't' })).toEqual({
      id: 'c1',
      message: 'q',
      response: 'a',
      created_at: 't',
      sources: [],
    });
    expect(toChatMessage({ id: 'c1' })).toBeNull();
    expect(toChatMessage('text')).toBeNull();
  });

  it('reads the widget config', () => {
    expect(toWidgetConfig({ org_name: 'Acme', language: 'he', rtl: true })).toEqual({
      org_name: 'Acme',
      language: 'he',
      rtl: true,
    });
    // A missing or unknown language reads as the default, English.
    expect(toWidgetConfig({ org_name: 'Acme', language: 'pt' })).toEqual({
      org_name: 'Acme',
      language: 'en',
      rtl: false,
    });
    expect(toWidgetConfig(null)).toBeNull();
  });
});

describe('toAskEvent', () => {
  it('reads delta, done and error events', () => {
    expect(toAskEvent({ event: 'delta', data: '{"text":"Hi"}' })).toEqual({
      type: 'delta',
      text: 'Hi',
    });
    expect(
      toAskEvent({
        event: 'done',
        data: JSON.stringify({
          id: 'c1',
          message: 'q',
          response: 'Hi there',
          created_at: '2025-01-01T00:00:00Z',
          sources: [{ number: 1, title: 'FAQ', url: 'https://example.com/faq' }],
        }),
      }),
    ).toEqual({
      type: 'done',
      chat: {
        id: 'c1',
        message: 'q',
        response: 'Hi there',
        created_at: '2025-01-01T00:00:00Z',
        sources: [{ number: 1, title: 'FAQ', url: 'https://example.com/faq' }],
      },
    });
    expect(toAskEvent({ event: 'error', data: '{"error":"Quota reached"}' })).toEqual({
      type: 'error',
      error: 'Quota reached',
    });
  });

  it('turns a broken done or error into an error without text, and ignores the rest', () => {
    expect(toAskEvent({ event: 'done', data: 'not json' })).toEqual({ type: 'error', error: '' });
    expect(toAskEvent({ event: 'error', data: 'oops' })).toEqual({ type: 'error', error: '' });
    expect(toAskEvent({ event: 'delta', data: '{"text":""}' })).toBeNull();
    expect(toAskEvent({ event: 'message', data: '{"text":"x"}' })).toBeNull();
  });
});
