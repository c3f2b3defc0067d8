export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  const greeting = `Hi ${firstName},`;
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
  const greeting = `Hi ${firstName},`;
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
