export interface Mail {
  to: string;
  /** Where a reply goes (the sender of a contact-form message). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail; rejects when it could not be handed over. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
