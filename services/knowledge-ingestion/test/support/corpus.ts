/** Sources of the generated fixtures: what each document says, so tests can look for it. */

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

export const MULTI_PAGE_TOPICS = [
  [
    'Shipping policy',
    'Parcels leave our warehouse in Rotterdam within two working days of the order.',
  ],
  [
    'Returns',
    'Unworn shoes may be returned within thirty days for a full refund to the original card.',
  ],
  ['Warranty', 'Every bicycle frame carries a lifetime warranty against manufacturing defects.'],
  [
    'Support hours',
    'The helpdesk answers phone calls from eight in the morning until six in the evening.',
  ],
] as const;

/** Four pages, one topic each, separated by page breaks. */
export const multiPageHtml = page(
  'Customer handbook',
  MULTI_PAGE_TOPICS.map(
    ([h, p], i) =>
      `<h1${i > 0 ? ' style="page-break-before: always"' : ''}>${h}</h1>` +
      `<p>${p}</p>` +
      `<p>${'This paragraph is filler text that makes the page longer. '.repeat(8)}</p>`,
  ).join(''),
);

export const tableHtml = page(
  'Price list',
  `<h1>Price list 2026</h1><p>Prices of our subscription plans.</p>
  <table border="1"><tr><th>Plan</th><th>Monthly price</th><th>Seats</th></tr>
  <tr><td>Starter</td><td>19 EUR</td><td>3</td></tr>
  <tr><td>Business</td><td>79 EUR</td><td>25</td></tr>
  <tr><td>Enterprise</td><td>249 EUR</td><td>unlimited</td></tr></table>`,
);

export const docxHtml = page(
  'Employee guide',
  `<h1>Employee guide</h1><p>Welcome to the company.</p>
  <h2>Holidays</h2><p>Every employee receives twenty-eight paid holidays per year.</p>
  <h2>Expenses</h2><p>Travel expenses are reimbursed within fourteen days of submitting the receipt.</p>
  <table border="1"><tr><td>Train</td><td>second class</td></tr><tr><td>Hotel</td><td>up to 120 EUR a night</td></tr></table>`,
);

export const legacyDocHtml = page(
  'Legacy memo',
  `<h1>Office relocation memo</h1><p>The office moves to Keizersgracht 123 in Amsterdam on the first of March.</p>
  <p>Parking permits must be renewed at the new reception desk.</p>`,
);

export const imageOnlyHtml = page('Scan', '<p><img src="scan.png" width="400" height="300"></p>');

export const MARKDOWN = `# Onboarding checklist

Intro paragraph for new customers.

## Account setup

Create the account, verify the email address and invite your colleagues.

## Mailbox connection

Connect Gmail through Google sign-in, or Outlook with a device code.
`;

export const LATIN1_TEXT =
  'Café crème brûlée: the pâtisserie in Zürich opens at 7 o’clock.'.replace('’', "'");
export const UTF16_TEXT =
  'Über die Rückerstattung: Erstattungen dauern fünf Werktage. Ελληνικά κείμενα.';
export const ARABIC_TEXT =
  'سياسة الاسترداد\n\nيمكن إرجاع المنتجات خلال ثلاثين يوما من تاريخ الشراء مع استرداد كامل المبلغ.';
export const CHINESE_TEXT =
  '退款政策\n\n商品在购买后三十天内可以退货，并全额退款。我们的客服中心每天上午九点开放。';
