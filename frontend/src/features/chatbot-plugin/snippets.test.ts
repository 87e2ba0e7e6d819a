import { describe, expect, it } from '@jest/globals';
import { isSafeOrgId, snippets, widgetScriptUrl } from './snippets';

const ORG = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f809a1b';
const ORIGIN = 'https://app.winzmail.test';

describe('snippets()', () => {
  it('main script: the widget from the host below /winzmail, with the org id, async', () => {
    expect(snippets(ORIGIN, ORG)?.main).toBe(
      `<script src="https://app.winzmail.test/winzmail/widget.js" data-org-id="${ORG}" async></script>`,
    );
  });

  it('UI script: the command queue stub and one configure call, exactly', () => {
    expect(snippets(ORIGIN, ORG)?.ui).toBe(
      [
        '<script>',
        '  window.Winzmail = window.Winzmail || function () { (window.Winzmail.q = window.Winzmail.q || []).push(arguments); };',
        "  Winzmail('configure', { primaryColor: '#1677ff', position: 'bottom-right', launcher: true, title: 'Chat with us' });",
        '</script>',
      ].join('\n'),
    );
  });

  it('toggle button: a fixed button that toggles the chat', () => {
    expect(snippets(ORIGIN, ORG)?.button).toBe(
      '<button type="button" onclick="Winzmail(\'toggle\')" style="position:fixed;bottom:24px;right:24px;z-index:2147483000">Chat with us</button>',
    );
  });

  it('keeps a port and drops a trailing slash of the origin', () => {
    expect(widgetScriptUrl('http://localhost:8080/')).toBe(
      'http://localhost:8080/winzmail/widget.js',
    );
    expect(snippets('http://localhost:8080', 'org_1')?.main).toContain(
      'src="http://localhost:8080/winzmail/widget.js" data-org-id="org_1"',
    );
  });

  it('escapes the host for the attribute', () => {
    expect(snippets('https://a"b<c>&d', 'org-1')?.main).toContain(
      'src="https://a&quot;b&lt;c&gt;&amp;d/winzmail/widget.js"',
    );
  });

  it.each([
    '',
    'org 1',
    'org"1',
    '"><script>alert(1)</script>',
    "o'rg",
    'org/1',
    'é',
    'x'.repeat(129),
  ])('refuses an org id that is not a plain id: %j', (orgId) => {
    expect(isSafeOrgId(orgId)).toBe(false);
    expect(snippets(ORIGIN, orgId)).toBeNull();
  });

  it('accepts UUIDs and other plain ids', () => {
    for (const id of [ORG, 'org-1', 'ORG_2', 'a']) expect(isSafeOrgId(id)).toBe(true);
  });
});
