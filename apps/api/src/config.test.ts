import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { productionEnv } from './test/production-env.ts';
import { smsTemplateEnv } from './test/sms-templates.ts';

const base = { DATA_DIR: '/tmp/care-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('config', () => {
  it('serves the embedded mode with no settings at all', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sms.kind).toBe('outbox');
    expect(config.payments.kind).toBe('sandbox');
    expect(config.otp).toEqual({ perMobilePerHour: 5, resendSeconds: 30, perIpPerHour: 200 });
    expect(config.adminMobiles).toEqual(['9000000001']);
    expect(config.seedDemoData).toBe(true);
  });

  it('checks answers fully in development, both ways in the test suite, by shape in production', () => {
    expect(loadConfig(base).responseChecks).toBe('full');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).responseChecks).toBe('both');
    expect(loadConfig(productionEnv('/tmp/care-config-test')).responseChecks).toBe('shape');
    expect(loadConfig({ ...base, RESPONSE_CHECKS: 'shape' }).responseChecks).toBe('shape');
    expect(() => loadConfig({ ...base, RESPONSE_CHECKS: 'none' })).toThrow(/RESPONSE_CHECKS/);
  });

  it('names every bad key at once', () => {
    try {
      loadConfig({ ...base, PORT: 'eighty', DATABASE_URL: 'mysql://x', OTP_RESEND_SECONDS: '-1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('OTP_RESEND_SECONDS');
    }
  });

  it('refuses to run production without real secrets and gateways', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: required in production/,
    );
    // Nor with the payouts sandbox, which would mark caregivers paid while nothing is sent.
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', NODE_ENV: 'production' })).toThrow(
      /RAZORPAYX_KEY_ID: a payouts gateway is required in production/,
    );
  });

  it('reads the commission as basis points and checks a GSTIN', () => {
    expect(loadConfig(base).commissionBps).toBe(1000);
    expect(loadConfig({ ...base, PLATFORM_COMMISSION_PERCENT: '12.5' }).commissionBps).toBe(1250);
    expect(() => loadConfig({ ...base, PLATFORM_COMMISSION_PERCENT: '60' })).toThrow(
      /PLATFORM_COMMISSION_PERCENT/,
    );
    expect(loadConfig({ ...base, PLATFORM_GSTIN: '29ABCDE1234F1Z5' }).platform.gstin).toBe(
      '29ABCDE1234F1Z5',
    );
    expect(() => loadConfig({ ...base, PLATFORM_GSTIN: '29ABCDE' })).toThrow(/PLATFORM_GSTIN/);
  });

  it('wants a registered template id for every booking text with a real SMS gateway', () => {
    const gateway = {
      ...base,
      SMS_API_URL: 'https://sms.example.in/api/v5/flow',
      SMS_AUTH_KEY: 'k',
      SMS_SENDER_ID: 'CRCNCT',
      SMS_TEMPLATE_ID: 'otp-template',
    };
    expect(() => loadConfig(gateway)).toThrow(/SMS_TEMPLATE_BOOKING_ACCEPTED/);
    const templates = smsTemplateEnv('dlt');
    const config = loadConfig({ ...gateway, ...templates });
    expect(config.smsTemplateIds).toEqual(templates);
    expect(config.smsTemplateIds).not.toHaveProperty('SMS_TEMPLATE_ID');
  });

  it('wants Razorpay keys in pairs', () => {
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/set both/);
  });

  it('parses admin mobiles as a list', () => {
    expect(loadConfig({ ...base, ADMIN_MOBILES: '9000000001, 9876543210' }).adminMobiles).toEqual([
      '9000000001',
      '9876543210',
    ]);
    expect(() => loadConfig({ ...base, ADMIN_MOBILES: '12345' })).toThrow(/ADMIN_MOBILES/);
  });

  it('limits writes by default, per user and more loosely per address', () => {
    expect(loadConfig(base).writeLimits).toEqual({ windowSeconds: 60, perUser: 30, perIp: 300 });
    expect(
      loadConfig({ ...base, WRITE_LIMIT_PER_USER: '5', WRITE_LIMIT_WINDOW_SECONDS: '10' })
        .writeLimits,
    ).toEqual({ windowSeconds: 10, perUser: 5, perIp: 300 });
    // A limit of none would refuse every write; turning limits off is not a setting.
    expect(() => loadConfig({ ...base, WRITE_LIMIT_PER_IP: '0' })).toThrow(/WRITE_LIMIT_PER_IP/);
  });
});
