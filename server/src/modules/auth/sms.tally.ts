import { smsTally } from '../../http/tallies.js';
import type { SmsSender } from './sms.js';

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
