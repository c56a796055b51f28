import type { SmsSender } from './types.ts';

export interface HttpSmsConfig {
  url: string;
  authKey: string;
  senderId: string;
  templateId: string;
}

/**
 * An MSG91-style flow API, the common shape among Indian SMS gateways: DLT rules require a
 * registered template, so the gateway fills the code into the template rather than taking
 * free text. The full text is still sent for gateways that accept it.
 */
export function createHttpSmsSender(config: HttpSmsConfig, timeoutMs = 5000): SmsSender {
  return {
    kind: 'http',
    async sendOtp({ mobile, otp, text }) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          authkey: config.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: config.templateId,
          sender: config.senderId,
          short_url: '0',
          recipients: [{ mobiles: `91${mobile}`, otp, message: text }],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`SMS gateway answered ${response.status}: ${detail.slice(0, 200)}`);
      }
    },
  };
}
