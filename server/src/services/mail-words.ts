// The shape of our mails' words, one object per language (mail-templates.ts, mail-templates-de.ts).

/** The words of one kind of mail in one language; `action` leads the link in the text part. */
export interface MailKindWords {
  subject: string;
  body: string[];
  action: string;
  button: string;
  footer: string;
}

/** Every word of our mails in one language. */
export interface MailWords {
  /** The greeting with the mail's name, or without one (`name` is empty). */
  greet: (name: string) => string;
  /** Above the link written out, for when the button does not work. */
  paste: string;
  verify: MailKindWords;
  reset: MailKindWords;
  /**
   * To the owner of an address someone tried to sign up with again (docs/api.md#server-rules); its
   * link is the sign-in page, and `{forgot}` in its body is the forgot-password page.
   */
  registered: MailKindWords;
}
