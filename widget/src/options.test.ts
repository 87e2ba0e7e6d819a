import { describe, expect, it } from '@jest/globals';
import { parseOptions, type Supports } from './options.js';

// Stands in for CSS.supports: a few colours and fonts are "valid".
const supports: Supports = (property, value) =>
  property === 'color'
    ? /^(#[0-9a-f]{3,8}|red|rgb\(.*\)|inherit|transparent|var\(.*\))$/i.test(value)
    : property === 'font-family' && /^[\w\s",-]+$/.test(value);

describe('parseOptions', () => {
  it('accepts every valid option', () => {
    expect(
      parseOptions(
        {
          primaryColor: '#1677ff',
          textColor: ' rgb(0, 0, 0) ',
          position: 'bottom-left',
          launcher: false,
          title: '  Ask us  ',
          zIndex: 2147483000,
          fontFamily: '"Inter", sans-serif',
          offsetX: 12.4,
          offsetY: 30,
        },
        supports,
      ),
    ).toEqual({
      options: {
        primaryColor: '#1677ff',
        textColor: 'rgb(0, 0, 0)',
        position: 'bottom-left',
        launcher: false,
        title: 'Ask us',
        zIndex: 2147483000,
        fontFamily: '"Inter", sans-serif',
        offsetX: 12,
        offsetY: 30,
      },
      ignored: [],
    });
  });

  it('ignores invalid values and unknown keys, reporting them', () => {
    const { options, ignored } = parseOptions(
      {
        primaryColor: 'not-a-colour',
        textColor: 'inherit',
        fontFamily: 'x; } body { display:none',
        position: 'top-left',
        launcher: 'yes',
        title: '   ',
        zIndex: Number.NaN,
        offsetX: '10',
        onload: 'alert(1)',
      },
      supports,
    );
    expect(options).toEqual({});
    expect(ignored).toEqual([
      'primaryColor',
      'textColor',
      'fontFamily',
      'position',
      'launcher',
      'title',
      'zIndex',
      'offsetX',
      'onload',
    ]);
  });

  it('rejects colours that cannot be resolved to a real colour', () => {
    for (const color of ['transparent', 'inherit', 'var(--brand)']) {
      expect(parseOptions({ primaryColor: color }, supports).options).toEqual({});
    }
  });

  it('clamps numbers and shortens long titles', () => {
    expect(
      parseOptions({ zIndex: 1e12, offsetX: -5, offsetY: 5000, title: 'x'.repeat(300) }, supports)
        .options,
    ).toEqual({ zIndex: 2147483647, offsetX: 0, offsetY: 1000, title: 'x'.repeat(100) });
  });

  it('accepts nothing from a non-object', () => {
    for (const input of [undefined, null, 'red', ['primaryColor']]) {
      expect(parseOptions(input, supports)).toEqual({ options: {}, ignored: [] });
    }
  });

  it('asks the supports function, not a hard-coded list', () => {
    const none: Supports = () => false;
    expect(parseOptions({ primaryColor: '#fff', fontFamily: 'Inter' }, none).ignored).toEqual([
      'primaryColor',
      'fontFamily',
    ]);
  });
});
