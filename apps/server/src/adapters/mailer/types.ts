export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail; rejects when it could not be handed over. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
