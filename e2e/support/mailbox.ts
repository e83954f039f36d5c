import { expect } from '@playwright/test';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The password-recovery mail's subject ends in English in every language's version. */
const RECOVERY_SUBJECT = /Password recovery code$/;

/** What the worker's mail sink received, read over its HTTP endpoint. */
export class Mailbox {
  constructor(private readonly sinkUrl: string) {}

  async mailTo(address: string): Promise<ReceivedMail[]> {
    const response = await fetch(`${this.sinkUrl}/messages?to=${encodeURIComponent(address)}`);
    return (await response.json()) as ReceivedMail[];
  }

  /**
   * The 6-digit code of the newest password-recovery mail to `address`, once it has come.
   * Other mail to the same address (a registration's approval) is passed over.
   */
  async latestRecoveryCode(address: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          const recovery = (await this.mailTo(address)).filter((mail) =>
            RECOVERY_SUBJECT.test(mail.subject),
          );
          code = recovery.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
          return code;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();
    return code as string;
  }
}
