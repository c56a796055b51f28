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
  async function post(templateId: string, recipient: Record<string, string>): Promise<void> {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        authkey: config.authKey,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        template_id: templateId,
        sender: config.senderId,
        short_url: '0',
        recipients: [recipient],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const detail = await response.text().catch(() => '');
    if (!response.ok) {
      throw new Error(`SMS gateway answered ${response.status}: ${detail.slice(0, 200)}`);
    }
    // Such gateways also refuse with a 200 and `"type": "error"` (an unknown template, say).
    if (/"type"\s*:\s*"error"/.test(detail)) {
      throw new Error(`SMS gateway refused the message: ${detail.slice(0, 200)}`);
    }
  }

  return {
    kind: 'http',
    sendOtp: ({ mobile, otp, text }) =>
      post(config.templateId, { mobiles: `91${mobile}`, otp, message: text }),
    send: ({ mobile, text, templateId }) =>
      post(templateId, { mobiles: `91${mobile}`, message: text }),
  };
}
