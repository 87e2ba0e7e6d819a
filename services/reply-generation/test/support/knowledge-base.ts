/** A small shop's knowledge base for organisation A, and another organisation's for isolation. */
export const SHOP_DOCS: Record<string, string> = {
  'returns-policy.md': `# Returns policy

## Time limit
Customers may send back unused items within 30 days of delivery for a full refund.

## Damaged goods
If a product arrives broken, take a photo within 48 hours and our team ships a replacement free of charge.

## Refund method
Money is returned to the original payment card; bank transfers take three to five working days.`,
  'shipping.md': `# Shipping

## Domestic
Orders inside the Netherlands are delivered by PostNL in one or two working days; shipping is free above 50 euros.

## International
We ship to all EU countries with DHL; delivery takes four to seven days and costs 12 euros.

## Tracking
A tracking link is emailed as soon as the parcel leaves the warehouse in Tilburg.`,
  'account-security.md': `# Account security

## Passwords
Passwords must have at least twelve characters; we store only a salted argon2 hash.

## Two-factor authentication
Enable two-step verification with an authenticator app under Settings, then Security.`,
};

/** Words no answer may ever contain: an internal document of organisation A off every topic. */
export const CANARY = 'BLUEHERON';
export const INTERNAL_DOC = {
  filename: 'board-minutes.md',
  text: `# Board minutes\n\n## Acquisition\nThe confidential acquisition code name is ${CANARY}; the board approved it unanimously.`,
};

/** Organisation B's own document, worded unlike A's. */
export const OTHER_ORG_DOC = {
  filename: 'cafe.md',
  text: '# Café\n\n## Opening\nThe café on the ground floor serves espresso from seven in the morning.',
};
