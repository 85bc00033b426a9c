import type { SmsSender } from './sms.js';

/** Text messages this process handed to its provider, and the ones it could not (for `/metrics`). */
export const smsTally = { sent: 0, failed: 0 };

/** A sender that counts what it sends and what fails into `smsTally`. */
export function countedSmsSender(sender: SmsSender): SmsSender {
  return {
    async send(phone, text) {
      try {
        await sender.send(phone, text);
        smsTally.sent += 1;
      } catch (error) {
        smsTally.failed += 1;
        throw error;
      }
    },
  };
}
