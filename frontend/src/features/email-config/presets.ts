// Quick setup: the IMAP and SMTP servers of common providers, as each documents them for mail
// programs. A preset fills hosts and ports only; 993 and 465 are TLS from the first byte,
// 587 upgrades with STARTTLS (mail-sync requires one or the other).

export interface ServerPreset {
  id: string;
  /** The provider's own name (not translated). */
  name: string;
  imap_host: string;
  imap_port: number;
  smtp_host: string;
  smtp_port: number;
  /** A caveat shown while the preset is chosen (an i18n key under emailConfig.presets). */
  note?: 'microsoftNote';
}

/** IMAP on 993 (implicit TLS) everywhere; SMTP as each provider documents it. */
const preset = (
  id: string,
  name: string,
  imap_host: string,
  smtp_host: string,
  smtp_port: number,
): ServerPreset => ({ id, name, imap_host, imap_port: 993, smtp_host, smtp_port });

export const PRESETS: readonly ServerPreset[] = [
  preset('gmail', 'Gmail', 'imap.gmail.com', 'smtp.gmail.com', 587),
  {
    ...preset(
      'microsoft',
      'Outlook.com / Microsoft 365',
      'outlook.office365.com',
      'smtp.office365.com',
      587,
    ),
    // Microsoft is retiring password sign-in for IMAP/SMTP in favour of OAuth.
    note: 'microsoftNote',
  },
  preset('yahoo', 'Yahoo Mail', 'imap.mail.yahoo.com', 'smtp.mail.yahoo.com', 465),
  preset('icloud', 'iCloud Mail', 'imap.mail.me.com', 'smtp.mail.me.com', 587),
  preset('zoho', 'Zoho Mail', 'imap.zoho.com', 'smtp.zoho.com', 465),
  preset('fastmail', 'Fastmail', 'imap.fastmail.com', 'smtp.fastmail.com', 465),
  preset('gmx-com', 'GMX (gmx.com)', 'imap.gmx.com', 'mail.gmx.com', 587),
  preset('gmx-net', 'GMX (gmx.net, gmx.de)', 'imap.gmx.net', 'mail.gmx.net', 587),
  preset('webde', 'WEB.DE', 'imap.web.de', 'smtp.web.de', 587),
  preset('aol', 'AOL Mail', 'imap.aol.com', 'smtp.aol.com', 465),
  preset('yandex', 'Yandex Mail', 'imap.yandex.com', 'smtp.yandex.com', 465),
  preset('mailru', 'Mail.ru', 'imap.mail.ru', 'smtp.mail.ru', 465),
];

type Servers = Pick<ServerPreset, 'imap_host' | 'imap_port' | 'smtp_host' | 'smtp_port'>;

/** The preset whose servers the form shows (host names compared case-insensitively), if any. */
export function presetMatching(servers: Partial<Servers>): ServerPreset | undefined {
  const host = (value: string | undefined) => (value ?? '').trim().toLowerCase();
  return PRESETS.find(
    (p) =>
      p.imap_host === host(servers.imap_host) &&
      p.smtp_host === host(servers.smtp_host) &&
      p.imap_port === Number(servers.imap_port) &&
      p.smtp_port === Number(servers.smtp_port),
  );
}
