/** Sends one text message; throws when the provider refuses it. */
export interface SmsSender {
  send(to: string, body: string): Promise<void>;
}
