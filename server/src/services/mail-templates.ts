export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A typed name as it may appear in a mail: one line, and nothing a mail client would turn into a
 * link (a URL, an address, a domain such as `evil.com`). A name that looks like one is left out,
 * so a sign-up cannot make our mail carry someone else's link.
 */
export function mailName(name: string): string {
  const line = name
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "St. John" stays; "evil.com", "evil。com", "mail@x", "http:" and "www." do not.
  const linky = /[@:/\\]|www\.|[\p{L}\p{N}-][.\u3002\uff0e\uff61][\p{L}\p{N}]{2,}/iu;
  return linky.test(line) ? '' : line.slice(0, 100);
}

const greet = (firstName: string) => {
  const name = mailName(firstName);
  return name ? `Hi ${name},` : 'Hi,';
};

function layout(
  greeting: string,
  lines: string[],
  button: string,
  link: string,
  footer: string,
): MailContent['html'] {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:520px;margin:auto">
<p>${escape(greeting)}</p>
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escape(button)}</a></p>
<p style="font-size:13px;color:#6b7280">If the button does not work, paste this address into your browser:<br>${escape(link)}</p>
<p style="font-size:13px;color:#6b7280">${escape(footer)}</p>
</body></html>`;
}

/** Links go to PUBLIC_URL/verify-email?token= (docs/product.md#routes route, issue 5). */
export function verificationMail(firstName: string, link: string): MailContent {
  const greeting = greet(firstName);
  const body = [
    'Welcome to Posture Coach. Please confirm your e-mail address to finish setting up your account.',
  ];
  const footer =
    'This link expires in 24 hours. If you did not sign up, you can ignore this e-mail.';
  return {
    subject: 'Verify your e-mail for Posture Coach',
    text: `${greeting}\n\n${body.join('\n\n')}\n\nVerify your e-mail: ${link}\n\n${footer}\n`,
    html: layout(greeting, body, 'Verify e-mail', link, footer),
  };
}

/** Links go to PUBLIC_URL/reset-password?token=. */
export function resetMail(firstName: string, link: string): MailContent {
  const greeting = greet(firstName);
  const body = [
    'Someone (hopefully you) asked to reset the password of your Posture Coach account.',
  ];
  const footer =
    'This link expires in 1 hour and works once. If you did not ask for it, ignore this e-mail; your password stays the same.';
  return {
    subject: 'Reset your Posture Coach password',
    text: `${greeting}\n\n${body.join('\n\n')}\n\nChoose a new password: ${link}\n\n${footer}\n`,
    html: layout(greeting, body, 'Choose a new password', link, footer),
  };
}
