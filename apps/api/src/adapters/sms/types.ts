export interface OtpMessage {
  mobile: string;
  otp: string;
  text: string;
}

/** Sends text messages. The default is the dev outbox; production uses an HTTP gateway. */
export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  sendOtp(message: OtpMessage): Promise<void>;
}

export function otpText(otp: string): string {
  return `${otp} is your CareConnect verification code. It is valid for 5 minutes. Do not share it with anyone. - CareConnect`;
}
