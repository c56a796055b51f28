import { smsTemplateEnv } from './sms-templates.ts';

/** Settings with which production starts: real secrets and every gateway named (test values). */
export function productionEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    SMS_API_URL: 'https://sms.example.in/send',
    SMS_AUTH_KEY: 'key',
    SMS_SENDER_ID: 'CARECN',
    SMS_TEMPLATE_ID: 'otp-template',
    ...smsTemplateEnv(),
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAYX_KEY_ID: 'rzpx_x',
    RAZORPAYX_KEY_SECRET: 'secret',
    RAZORPAYX_ACCOUNT_NUMBER: '2323230000000000',
    RAZORPAYX_WEBHOOK_SECRET: 'secret',
  };
}
