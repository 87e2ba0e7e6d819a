import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, startTestProduct, type TestProduct } from '@winzmail/testing/product';
import { MESSAGES } from '../src/domain/messages.js';
import { settled, signedInOrg, type DocumentJson } from './support/api.js';
import { CHROMIUM, haveTool } from './support/tools.js';

const ARTICLE = `<!DOCTYPE html><html><head><title>Garden Centre Opening Times</title></head><body>
<nav><a href="/">Home</a> <a href="/delivery">Delivery</a> <a href="/contact">Contact</a></nav>
<article><h1>Opening times</h1>
<p>The garden centre in Haarlem is open from nine in the morning until half past five in the afternoon, Monday to Saturday.</p>
<p>On Sundays we open at eleven. Seasonal plants, compost and garden furniture are sold in the covered hall next to the car park.</p>
<h2>Holidays</h2><p>We are closed on Christmas Day and on New Year's Day, and close early at three on Christmas Eve.</p>
</article><footer>© Garden Centre</footer></body></html>`;

const DELIVERY = `<!DOCTYPE html><html><head><title>Delivery</title></head><body><article><h1>Delivery</h1>
<p>Plants are delivered by our own van within twenty kilometres of the shop for a flat fee of seven euros and fifty cents.</p>
<p>Orders placed before noon arrive the next working day; heavy items such as paving stones need two extra days.</p></article></body></html>`;

const JS_ONLY = `<!DOCTYPE html><html><head><title>Loading…</title></head><body><div id="app"></div>
<script>
fetch('/api/content').then(r => r.json()).then(data => {
  document.title = data.title;
  const el = document.getElementById('app');
  el.innerHTML = '<h1>' + data.title + '</h1>' + data.paragraphs.map(p => '<p>' + p + '</p>').join('');
});
</script></body></html>`;

const JS_CONTENT = {
  title: 'Bicycle Repair Prices',
  paragraphs: [
    'A puncture repair costs twelve euros and takes about twenty minutes while you wait in the workshop.',
    'Replacing a chain costs thirty-five euros including the part; a full yearly service costs eighty-nine euros.',
    'Electric bicycles are serviced on Tuesdays and Thursdays only, by appointment made by phone.',
  ],
};

let site: Server;
let origin: string;
let product: TestProduct;
let token: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    const html = (body: string) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    switch (req.url) {
      case '/article':
        return html(ARTICLE);
      case '/delivery':
        return html(DELIVERY);
      case '/js-only':
        return html(JS_ONLY);
      case '/api/content':
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(JS_CONTENT));
      case '/to-private':
        return res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end();
      case '/to-metadata':
        return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/to-v6-loopback-mapped':
        return res.writeHead(302, { location: 'http://[::ffff:10.1.2.3]/' }).end();
      case '/empty':
        return html('<html><head><title>Nothing</title></head><body></body></html>');
      case '/image':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(100));
      default:
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  // Loopback is allowed only through this explicit setting (the local test site runs there).
  product = await startTestProduct({
    SCRAPE_ALLOW_LOOPBACK: 'true',
    CHROMIUM_PATH: CHROMIUM,
    SCRAPE_TIMEOUT_MS: '20000',
  });
  ({ token } = await signedInOrg(product, 'scrape'));
}, 60_000);

afterAll(async () => {
  await product.dispose();
  await new Promise((r) => site.close(r));
});

const scrape = (url: string, extra: Record<string, unknown> = {}, t = token, p = product) =>
  call<DocumentJson & { error: string; fields?: Record<string, string> }>(
    'POST',
    `${p.api}/org/documents/scrape`,
    { url, ...extra },
    t,
  );

describe('scrape', () => {
  it('keeps the readable text of a page, named by its title', async () => {
    const res = await scrape(`${origin}/article`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      filename: 'Garden Centre Opening Times',
      type: 'web',
      status: 'processing',
      source_url: `${origin}/article`,
    });
    const doc = await settled(product, token, res.body.id);
    expect(doc.status).toBe('ready');
    const view = await fetch(`${product.api}/org/documents/view/${doc.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await view.text();
    expect(view.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Garden%20Centre%20Opening%20Times.md",
    );
    expect(text).toContain('open from nine in the morning');
    expect(text).toContain('## Holidays');
    expect(text).not.toContain('© Garden Centre');
  });

  it('follows same-site links up to a page limit when asked', async () => {
    const res = await scrape(`${origin}/article`, { max_pages: 2 });
    expect(res.status).toBe(201);
    await settled(product, token, res.body.id);
    const view = await fetch(`${product.api}/org/documents/view/${res.body.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await view.text();
    expect(text).toContain('open from nine in the morning');
    expect(text).toContain('flat fee of seven euros');
  });

  (haveTool('chromium', 'JavaScript-only page scrape (Chromium)') ? it : it.skip)(
    'renders a JavaScript-only page in Chromium (its requests through the guarded fetcher)',
    async () => {
      const res = await scrape(`${origin}/js-only`);
      expect(res.status).toBe(201);
      expect(res.body.filename).toBe('Bicycle Repair Prices');
      await settled(product, token, res.body.id);
      const view = await fetch(`${product.api}/org/documents/view/${res.body.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await view.text()).toContain('A puncture repair costs twelve euros');
    },
    60_000,
  );

  it('refuses redirects to private, metadata and IPv4-mapped private addresses', async () => {
    for (const path of ['/to-private', '/to-metadata', '/to-v6-loopback-mapped']) {
      const res = await scrape(`${origin}${path}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.blockedAddress);
    }
  });

  it("says 'Unable to fetch content from the URL.' when nothing usable comes back", async () => {
    for (const path of ['/empty', '/image', '/missing']) {
      const res = await scrape(`${origin}${path}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Unable to fetch content from the URL.');
    }
  });

  it('refuses non-http URLs and an empty URL', async () => {
    expect((await scrape('file:///etc/passwd')).body.error).toBe(MESSAGES.badUrl);
    expect((await scrape('ftp://example.com/')).body.error).toBe(MESSAGES.badUrl);
    const empty = await scrape('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.url).toBe('Please enter a URL.');
  });

  it('refuses loopback and private addresses in the default configuration', async () => {
    const strict = await startTestProduct({ CHROMIUM_PATH: '' });
    try {
      const { token: t } = await signedInOrg(strict, 'strict');
      const port = new URL(origin).port;
      for (const url of [
        `${origin}/article`,
        `http://localhost:${port}/article`,
        `http://[::1]:${port}/article`,
        `http://0x7f.1:${port}/article`,
        'http://10.0.0.1/',
        'http://192.168.1.1/',
        'http://169.254.169.254/latest/meta-data/',
        'http://[fd00:ec2::254]/',
      ]) {
        const res = await scrape(url, {}, t, strict);
        expect({ url, status: res.status, error: res.body.error }).toEqual({
          url,
          status: 400,
          error: MESSAGES.blockedAddress,
        });
      }
      expect(await call('GET', `${strict.api}/org/documents/list`, undefined, t)).toMatchObject({
        status: 200,
        body: [],
      });
    } finally {
      await strict.dispose();
    }
  });
});
