export interface OtpMessage {
  mobile: string;
  otp: string;
  text: string;
}

/** A message from a registered DLT template, its variables already filled in. */
export interface TextMessage {
  mobile: string;
  text: string;
  templateId: string;
}

/** Sends text messages. The default is the dev outbox; production uses an HTTP gateway. */
export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  sendOtp(message: OtpMessage): Promise<void>;
  /** Any other text (booking messages); throws when the gateway refuses, for a retry. */
  send(message: TextMessage): Promise<void>;
}

export function otpText(otp: string): string {
  return `${otp} is your CareConnect verification code. It is valid for 5 minutes. Do not share it with anyone. - CareConnect`;
}
